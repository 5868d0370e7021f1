import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from './constants';

describe('service categories', () => {
  it('are the eight services the landing page promises', () => {
    expect(SERVICE_CATEGORIES).toEqual([
      'Plumbing',
      'Electrical',
      'Handyman',
      'Painting & Drywall',
      'Carpentry',
      'Heating & Cooling (HVAC)',
      'Landscaping & Yard Work',
      'Appliance Installation & Repair',
    ]);
  });
});
