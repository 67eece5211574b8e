import { quizPercentage } from './quiz-percentage';

describe('quizPercentage', () => {
  it.each([
    [10, 10, 100],
    [10, 0, 0],
    [3, 1, 33.3],
    [3, 2, 66.7],
    [7, 3, 42.9],
    [8, 3, 37.5],
    [16, 1, 6.3],
    [12, 5, 41.7],
    [0, 0, 0],
  ])('%p cards, %p correct → %p %%', (cards, correct, expected) => {
    expect(quizPercentage(cards, correct)).toBe(expected);
  });
});
