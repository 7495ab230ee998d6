import {
  INTENT_BOOK_KEY,
  forgetIntents,
  hasIntents,
  intentFor,
  openIntents,
  recall,
  rememberBefore,
  settleIntent,
  settleIntentByKey,
  updateIntent,
} from './intentBook';
import { intentMemory } from './intentMemory';
import { claimedRefs } from './recheckLost';

const raw = () => sessionStorage.getItem(INTENT_BOOK_KEY) ?? '';

describe('the intent book', () => {
  afterEach(() => {
    forgetIntents();
    jest.useRealTimers();
  });

  it('gives the same key to every attempt of one player, call and target, whatever the field order, and another key to another target', () => {
    const first = intentFor('player-a', 'deposit', { presetId: 'p-10', methodId: 'card' });
    expect(intentFor('player-a', 'deposit', { methodId: 'card', presetId: 'p-10' }).key).toBe(first.key);
    expect(intentFor('player-a', 'deposit', { presetId: 'p-20', methodId: 'card' }).key).not.toBe(first.key);
    expect(intentFor('player-a', 'redeem', { presetId: 'p-10', methodId: 'card' }).key).not.toBe(first.key);
  });

  it('keeps the first target while the player tries another (P, then Q, then P again reuses P’s key)', () => {
    const p = intentFor('player-a', 'deposit', { presetId: 'P' });
    const q = intentFor('player-a', 'deposit', { presetId: 'Q' });
    expect(intentFor('player-a', 'deposit', { presetId: 'P' }).key).toBe(p.key);
    expect(intentFor('player-a', 'deposit', { presetId: 'Q' }).key).toBe(q.key);
  });

  it('a settled target gets a new key; settling by key works for a flow that resumed', () => {
    const first = intentFor('player-a', 'convert', { amount: 5 });
    settleIntent('player-a', 'convert', { amount: 5 });
    const second = intentFor('player-a', 'convert', { amount: 5 });
    expect(second.key).not.toBe(first.key);
    settleIntentByKey('player-a', second.key);
    expect(openIntents('player-a', 'convert')).toEqual([]);
  });

  it('a late step of a player who is gone (an answer after the reset) changes nothing and keeps the present player’s book', () => {
    const b = intentFor('player-b', 'deposit', { presetId: 'P' });
    updateIntent('player-a', 'deposit', { presetId: 'P' }, { unknown: true });
    settleIntent('player-a', 'deposit', { presetId: 'P' });
    settleIntentByKey('player-a', b.key);
    expect(openIntents('player-a', 'deposit')).toEqual([]);
    expect(openIntents('player-b', 'deposit').map((intent) => intent.key)).toEqual([b.key]);
    expect(intentFor('player-b', 'deposit', { presetId: 'P' }).key).toBe(b.key);
  });

  it('never hands one player’s intent to another: the book of another player is dropped whole', () => {
    const a = intentFor('player-a', 'deposit', { presetId: 'P' });
    updateIntent('player-a', 'deposit', { presetId: 'P' }, { ref: 'pay-1' });
    expect(openIntents('player-b', 'deposit')).toEqual([]);
    expect(intentFor('player-b', 'deposit', { presetId: 'P' }).key).not.toBe(a.key);
    expect(openIntents('player-a', 'deposit')).toEqual([]);
  });

  it('keeps nothing personal in sessionStorage: player and target are salted hashes', () => {
    intentFor(
      'player-a@example.com',
      'redeem',
      { amount: 25, requisites: 'me@example.com', account: '123456789' },
      { methodId: 'o-amazon' },
    );
    expect(raw()).not.toMatch(/player-a|example\.com|123456789|"25"|:25\b/);
    expect(raw()).toContain('o-amazon');
  });

  it('marks an unknown outcome and a started payment, and survives a reload (read back from storage)', () => {
    const intent = intentFor('player-a', 'deposit', { presetId: 'P' }, { presetId: 'P' });
    updateIntent('player-a', 'deposit', { presetId: 'P' }, { unknown: true, ref: 'pay-9' });
    expect(JSON.parse(raw())).toMatchObject({ v: 1 });
    expect(openIntents('player-a', 'deposit')).toEqual([{ ...intent, unknown: true, ref: 'pay-9' }]);
  });

  it('forgets every intent (logout, 401, re-init-data) and what it remembered in memory', () => {
    const intent = intentFor('player-a', 'convert', { amount: 5 });
    rememberBefore(intent.key, { amount: 5 }, { winnings: 100 });
    expect(recall(intent.key)).toEqual({ target: { amount: 5 }, before: { winnings: 100 } });
    expect(hasIntents()).toBe(true);
    forgetIntents();
    expect(hasIntents()).toBe(false);
    expect(recall(intent.key)).toBeNull();
    expect(sessionStorage.getItem(INTENT_BOOK_KEY)).toBeNull();
  });

  it('forgets an intent after a day, and drops a broken book', () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') });
    const first = intentFor('player-a', 'convert', { amount: 5 });
    jest.setSystemTime(new Date('2026-01-02T00:00:01Z'));
    expect(intentFor('player-a', 'convert', { amount: 5 }).key).not.toBe(first.key);
    sessionStorage.setItem(INTENT_BOOK_KEY, '{"v":1,"salt":1}');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(openIntents('player-a', 'convert')).toEqual([]);
  });

  it("claimed refs: the started ids of the call's other intents (book) and those this page saw made (memory), never this intent's; a reset forgets them", () => {
    const mine = intentFor('player-a', 'deposit', { presetId: 'P' });
    intentFor('player-a', 'deposit', { presetId: 'Q' });
    updateIntent('player-a', 'deposit', { presetId: 'Q' }, { ref: 'pay-q' });
    updateIntent('player-a', 'deposit', { presetId: 'P' }, { ref: 'pay-p' });
    intentMemory.refs.set('pay-settled', 'an-old-key');
    intentMemory.refs.set('pay-p', mine.key);
    expect([...claimedRefs('player-a', 'deposit', mine.key)].sort()).toEqual(['pay-q', 'pay-settled']);
    // Settled, the book forgets Q; the page still knows its payment was another intent's once it noted it.
    settleIntent('player-a', 'deposit', { presetId: 'Q' });
    intentMemory.refs.set('pay-q', 'q-key');
    expect([...claimedRefs('player-a', 'deposit', mine.key)].sort()).toEqual(['pay-q', 'pay-settled']);
    forgetIntents();
    expect([...claimedRefs('player-a', 'deposit', mine.key)]).toEqual([]);
  });
});
