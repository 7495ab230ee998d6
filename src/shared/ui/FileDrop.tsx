import { useRef, useState, type ComponentPropsWithRef, type DragEvent, type Ref } from 'react';
import styled from 'styled-components';
import { token } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

const Zone = styled.label<{ $over: boolean; $invalid: boolean }>`
  display: grid;
  justify-items: center;
  gap: 4px;
  min-height: 120px;
  align-content: center;
  padding: 16px;
  border: 2px dashed ${({ $over, $invalid, theme }) => ($invalid ? theme.colorDanger : $over ? theme.colorPrimary : theme.colorBorder)};
  border-radius: ${token('radius')};
  background: ${({ $over, theme }) => ($over ? theme.colorSurfaceRaised : theme.colorSurface)};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:has(input:focus-visible) {
    outline: 3px solid ${token('colorFocus')};
    outline-offset: 2px;
  }
`;

const Action = styled.span`
  color: ${token('colorPrimary')};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;
`;

const Hint = styled.span`
  color: ${token('colorTextMuted')};
  font-size: ${token('fontSizeSmall')};
`;

const ProgressRow = styled.div`
  display: grid;
  gap: 4px;
`;

const Progress = styled.progress`
  width: 100%;
  max-width: 320px;
  height: 8px;
  accent-color: ${token('colorPrimary')};
`;

export interface FileDropProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** What the file is ("Document"): the input's name, read first. */
  label: string;
  /** The call to action ("Choose a file or drop it here"). */
  action: string;
  /** What is accepted ("JPEG, PNG or PDF, up to 10 MB"). */
  hint: string;
  /** The chosen file's name, once there is one. */
  fileName?: string | null;
  /** A step with its progress (null fraction: no measure yet), under the zone. */
  progress?: { label: string; fraction: number | null } | null;
}

/**
 * The kit's file picker (docs/design-system.md, "Fields"): a drop zone as wide as the form, never the platform's
 * "Choose File" control (which set its own width and overflowed a phone's screen). The whole zone is the label of a
 * visually hidden file input: a click, Enter or Space opens the file chooser, a dropped file is handed to the input
 * (its `change` runs as if chosen), and the chosen file's name and the upload's progress show in it.
 */
export function FileDrop({ label, action, hint, fileName, progress, ref, ...input }: FileDropProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  const setRef = (element: HTMLInputElement | null) => {
    own.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) (ref as { current: HTMLInputElement | null }).current = element;
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setOver(false);
    const element = own.current;
    if (!element || event.dataTransfer.files.length === 0) return;
    element.files = event.dataTransfer.files;
    element.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return (
    <>
      <Zone
        $over={over}
        $invalid={input['aria-invalid'] === true || input['aria-invalid'] === 'true'}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-file-drop=""
      >
        <VisuallyHidden as="input" type="file" ref={setRef as Ref<HTMLInputElement>} aria-label={label} {...input} />
        <strong>{label}</strong>
        <Action aria-hidden="true">{fileName ?? action}</Action>
        <Hint>{hint}</Hint>
      </Zone>
      {progress && (
        <ProgressRow>
          <span aria-hidden="true">{progress.label}</span>
          <Progress aria-label={progress.label} max={1} value={progress.fraction ?? undefined} data-file-progress="" />
        </ProgressRow>
      )}
    </>
  );
}
