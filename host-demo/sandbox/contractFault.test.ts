/** @jest-environment node */
import * as v from 'valibot';
import { breakContract } from './contractFault';

const envelope = <T extends v.GenericSchema>(data: T) => v.object({ success: v.literal(true), data });

describe('breakContract', () => {
  it('changes the type of the first field that the schema checks, leaving the rest intact', () => {
    const schema = envelope(
      v.object({ note: v.unknown(), items: v.array(v.object({ id: v.string(), amount: v.number() })) }),
    );
    const broken = breakContract(schema, { success: true, data: { note: 'free', items: [{ id: 'a', amount: 5 }] } });
    expect(broken).toEqual({
      body: { success: true, data: { note: 'free', items: [{ id: 12345, amount: 5 }] } },
      how: 'data.items.0.id: string → number',
    });
  });

  it('replaces data wholesale when there is no normal answer', () => {
    expect(breakContract(envelope(v.object({ id: v.string() })))).toEqual({
      body: { success: true, data: { unexpected: true } },
      how: 'data replaced with { unexpected: true }',
    });
  });

  it('still breaks a schema that strips unknown keys and accepts an empty object', () => {
    const schema = envelope(v.object({}));
    const broken = breakContract(schema, { success: true, data: {} });
    expect(v.safeParse(schema, broken.body).success).toBe(false);
    expect(broken.how).toBe('data: object → string');
  });

  it('breaks even a schema that accepts any data, through the success flag', () => {
    const schema = envelope(v.unknown());
    expect(v.safeParse(schema, breakContract(schema, { success: true, data: 1 }).body).success).toBe(false);
  });
});
