import styled from 'styled-components';

/** A form's fields, notes and actions one under another with room between them (a generic piece for shared/ui). */
export const Form = styled.form`
  display: grid;
  gap: 12px;
`;
