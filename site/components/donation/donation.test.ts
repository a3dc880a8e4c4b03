import { describe, expect, it } from 'vitest';
import { costAfterTax, euros } from './donation';

describe('donation amounts', () => {
  it('a gift costs 34 % of its amount after the 66 % tax reduction, shown in French euros', () => {
    expect(costAfterTax(50)).toBe(17);
    expect(costAfterTax(30)).toBe(10.2);
    expect(euros(17).replace(/\s/g, ' ')).toBe('17 €');
    expect(euros(10.2).replace(/\s/g, ' ')).toBe('10,20 €');
  });
});
