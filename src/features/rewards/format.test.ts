import { createTranslator } from '@/shared/i18n/translate';
import { rewardText } from './format';
import { rewardsMessages } from './rewardsMessages';

const missing: string[] = [];
const translate = createTranslator(
  rewardsMessages,
  (key) => missing.push(key),
  () => ({}),
);
afterAll(() => expect(missing).toEqual([]));

describe('rewardText: a reward in words', () => {
  it.each([
    [{ coins: 5, bonus: 0 }, 'You won 5 coins!', 'It unlocks 5 coins.'],
    [{ coins: 1, bonus: 0 }, 'You won 1 coin!', 'It unlocks 1 coin.'],
    [{ coins: 25, bonus: 5 }, 'You won 25 coins and 5 bonus!', 'It unlocks 25 coins and 5 bonus.'],
    [{ coins: 1, bonus: 2 }, 'You won 1 coin and 2 bonus!', 'It unlocks 1 coin and 2 bonus.'],
  ])('%o: %s / %s (never "1 coins", never "and 0 bonus")', (reward, won, unlocks) => {
    expect(rewardText(translate, 'rewards.scratch.won', reward)).toBe(won);
    expect(rewardText(translate, 'rewards.streak.unlocks', reward)).toBe(unlocks);
  });
});
