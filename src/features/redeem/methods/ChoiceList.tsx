import styled from 'styled-components';
import { token } from '@/shared/ui/theme';

/** A list of radio choices (payout destinations, PayPal accounts), each with room for its own actions. */
export const ChoiceList = styled.ul`
  display: grid;
  gap: 8px;
  margin: 8px 0;
  padding: 0;
  list-style: none;
`;

export const Choice = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  padding: 4px 12px;
  border: 1px solid ${token('colorBorder')};
  border-radius: ${token('radius')};

  label {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
  }
`;
