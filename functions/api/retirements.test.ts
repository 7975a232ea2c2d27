import { describe, expect, test } from 'vitest';

import { Retirement } from '../../contract/catalog.ts';
import { retirementHeaders } from './retirements.ts';

describe('scheduled retirements (spec section 9)', () => {
  const retirements = [
    Retirement.parse({ id: '/api/v1/scenes', deprecated: '2027-01-01', sunset: '2027-07-01', replacement: '/api/v2/scenes' }),
  ];

  test('responses on a retired path carry RFC 9745 Deprecation, RFC 8594 Sunset and links to the policy', () => {
    expect(retirementHeaders('/api/v1/scenes', retirements, 'https://books.example.com')).toEqual([
      'Deprecation',
      '@1798761600',
      'Sunset',
      'Thu, 01 Jul 2027 00:00:00 GMT',
      'Link',
      '<https://books.example.com/developers#versioning>; rel="deprecation", <https://books.example.com/developers#versioning>; rel="sunset"',
    ]);
  });
  test('a retired version covers every path under it; other paths carry nothing', () => {
    const version = [Retirement.parse({ id: '/api/v1', deprecated: '2027-01-01', sunset: '2027-07-01' })];
    expect(retirementHeaders('/api/v1/status', version, 'https://x.example')).toHaveLength(6);
    expect(retirementHeaders('/api/v1/status', retirements, 'https://x.example')).toEqual([]);
    expect(retirementHeaders('/api/v1/scenes-extra', retirements, 'https://x.example')).toEqual([]);
  });
  test('a sunset before the deprecation is refused', () => {
    expect(Retirement.safeParse({ id: '/api/v1', deprecated: '2027-07-01', sunset: '2027-01-01' }).success).toBe(false);
  });
});
