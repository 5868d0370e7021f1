import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '@shared/constants';
import { projectRoot } from '../../paths';
import { normalizeServiceType } from './call-report';

describe('normalizeServiceType', () => {
  it('takes each of the eight categories as named, in any case', () => {
    for (const category of SERVICE_CATEGORIES) {
      expect(normalizeServiceType(category)).toBe(category);
      expect(normalizeServiceType(` ${category.toUpperCase()} `)).toBe(category);
    }
  });

  it.each([
    ['HVAC', 'Heating & Cooling (HVAC)'],
    ['furnace', 'Heating & Cooling (HVAC)'],
    ['Furnace repair', 'Heating & Cooling (HVAC)'],
    ['the AC unit is leaking', 'Heating & Cooling (HVAC)'],
    ['heat pump', 'Heating & Cooling (HVAC)'],
    ['heating', 'Heating & Cooling (HVAC)'],
    ['painter', 'Painting & Drywall'],
    ['Painting', 'Painting & Drywall'],
    ['drywall repair', 'Painting & Drywall'],
    ['carpenter', 'Carpentry'],
    ['landscaper', 'Landscaping & Yard Work'],
    ['yard work', 'Landscaping & Yard Work'],
    ['lawn care', 'Landscaping & Yard Work'],
    ['appliance repair', 'Appliance Installation & Repair'],
    ['Appliance Repair', 'Appliance Installation & Repair'],
    ['appliance installation', 'Appliance Installation & Repair'],
    ['plumber', 'Plumbing'],
    ['electrician', 'Electrical'],
    ['handyman', 'Handyman'],
  ] as const)('reads "%s" as %s', (said, category) => {
    expect(normalizeServiceType(said)).toBe(category);
  });

  it('takes the trade named first, and leaves descriptions to the concierge keywords', () => {
    expect(normalizeServiceType('an electrician for the new appliance circuit')).toBe('Electrical');
    expect(normalizeServiceType('leaking water heater')).toBe('Plumbing');
    expect(normalizeServiceType("the fridge isn't cooling")).toBe('Appliance Installation & Repair');
    expect(normalizeServiceType("dishwasher won't drain")).toBe('Appliance Installation & Repair');
  });

  it('gives nothing for a trade Earl does not cover, or for no text', () => {
    expect(normalizeServiceType('roofing')).toBeNull();
    expect(normalizeServiceType('')).toBeNull();
    expect(normalizeServiceType(42)).toBeNull();
    expect(normalizeServiceType(null)).toBeNull();
  });
});

describe('docs/vapi-assistant.json', () => {
  it('offers the assistant the eight categories wherever it names a service type', () => {
    const enums: unknown[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object')
        for (const [key, value] of Object.entries(node)) {
          if (key === 'serviceType' && value && typeof value === 'object' && 'enum' in value) enums.push(value.enum);
          walk(value);
        }
    };
    walk(JSON.parse(fs.readFileSync(path.join(projectRoot, 'docs/vapi-assistant.json'), 'utf8')));
    expect(enums).toEqual([[...SERVICE_CATEGORIES], [...SERVICE_CATEGORIES]]);
  });
});
