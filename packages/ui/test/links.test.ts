import { describe, expect, it } from 'vitest';
import { onMainSite } from '../src/DonationPopin';

describe("the prompts' links lead to the main site (« Je fais un don » on a partner page)", () => {
  it("resolves the content's relative link against the main site", () => {
    expect(onMainSite('/pourquoi-donner', 'https://www.rcf.fr/')).toBe('https://www.rcf.fr/pourquoi-donner');
  });

  it('keeps absolute links, and relative ones while the main site is unknown', () => {
    expect(onMainSite('https://don.rcf.fr/', 'https://www.rcf.fr')).toBe('https://don.rcf.fr/');
    expect(onMainSite('//don.rcf.fr/', 'https://www.rcf.fr')).toBe('//don.rcf.fr/');
    expect(onMainSite('/pourquoi-donner', undefined)).toBe('/pourquoi-donner');
  });
});
