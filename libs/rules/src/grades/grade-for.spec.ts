import { gradeFor } from './grade-for';

describe('gradeFor', () => {
  it.each([
    // 02 §9 default (CH and others): 5*p/t+1
    ['CH', 20, 20, 6],
    ['CH', 10, 20, 3.5],
    ['CH', 0, 20, 1],
    ['CH', 17, 20, 5.25],
    ['CH', 2, 3, 4.33],
    ['CH', 1, 3, 2.67],
    [null, 15, 20, 4.75],
    ['XY', 15, 20, 4.75],
    // DE: 6-5*p/t
    ['DE', 20, 20, 1],
    ['DE', 0, 20, 6],
    ['DE', 17, 20, 1.75],
    ['DE', 2, 3, 2.67],
    ['DE', 1, 3, 4.33],
    // A: 5-4*p/t
    ['A', 20, 20, 1],
    ['A', 0, 20, 5],
    ['A', 17, 20, 1.6],
    ['A', 2, 3, 2.33],
    ['A', 1, 7, 4.43],
  ])('%p, %p of %p points → %p', (land, punkte, gesamt, expected) => {
    expect(gradeFor(land, punkte, gesamt)).toBe(expected);
  });

  it.each([
    ['CH', 1],
    ['DE', 6],
    ['A', 5],
  ])('%p with a total of 0 gives the lowest grade %p (no NaN)', (land, expected) => {
    expect(gradeFor(land, 0, 0)).toBe(expected);
    expect(gradeFor(land, 3, 0)).toBe(expected);
  });

  it.each([
    ['CH', -2, 10, 1],
    ['CH', 12, 10, 6],
    ['DE', 12, 10, 1],
    ['A', -1, 10, 5],
  ])('%p clamps %p of %p points to the scale → %p', (land, punkte, gesamt, expected) => {
    expect(gradeFor(land, punkte, gesamt)).toBe(expected);
  });
});
