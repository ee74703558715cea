import { describe, expect, it } from 'vitest';
import { firstProblem, problemsOf, rules, socialLinkRules, todayOf } from './person-rules';

describe('person rules', () => {
  it("runs a field's rules in order and names the first problem", () => {
    const name = [rules.required(), rules.max(5)];
    expect(firstProblem(' ', name)).toEqual({ key: 'errors.required' });
    expect(firstProblem('abcdef', name)).toEqual({ key: 'errors.too-long', values: { count: 5 } });
    expect(firstProblem('abc', name)).toBeUndefined();
  });
  it('email, username and url as the contract has them', () => {
    expect(rules.email()(' ann@example.com ')).toBeUndefined();
    expect(rules.email()('ann@example')).toEqual({ key: 'errors.email' });
    expect(rules.username()('ann.lee_2')).toBeUndefined();
    expect(rules.username()('ann lee')).toEqual({ key: 'errors.username' });
    expect(rules.url()('')).toBeUndefined();
    expect(rules.url()('example.com')).toEqual({ key: 'errors.url' });
  });
  it('a day of birth: real, not after today, or nothing', () => {
    const dob = rules.pastDay('2025-01-01');
    expect(dob('')).toBeUndefined();
    expect(dob('1990-02-30')).toEqual({ key: 'errors.day' });
    expect(dob('2030-01-01')).toEqual({ key: 'errors.day-future' });
    expect(todayOf(new Date(2025, 0, 5))).toBe('2025-01-05');
  });
  it('a Slack link is a name, the other networks addresses', () => {
    const links = { slack: 'freight-team', github: 'github.com/ann' };
    expect(problemsOf(links, socialLinkRules)).toEqual({ github: { key: 'errors.url' } });
    expect(firstProblem('s'.repeat(101), socialLinkRules.slack)).toEqual({
      key: 'errors.too-long',
      values: { count: 100 },
    });
  });
});
