import { describe, expect, it } from 'vitest';
import { SERVICE_CATEGORIES } from '../constants';
import { providerMessages as m } from '../messages';
import { businessInfoSchema, providerApplicationSchema, teamMemberFormSchema } from './provider';

const valid = {
  businessName: 'Surfside Plumbing',
  contactName: 'Maria Gonzalez',
  phone: '(831) 555-0187',
  email: 'maria@surfside.example',
  password: 'a-good-pass-1',
  street: '214 Seabright Ave',
  city: 'Santa Cruz',
  state: 'CA',
  zip: '95062',
  licenseNumber: '',
  insuranceProvider: '',
  insurancePolicy: '',
  minimumFee: '',
};

/** The first message per field, as the form shows them. */
const errorsFor = (overrides: Record<string, unknown>) => {
  const result = businessInfoSchema.safeParse({ ...valid, ...overrides });
  if (result.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
};
const chars = (n: number, c = 'x') => c.repeat(n);
const emailOfLength = (n: number) => `${'a'.repeat(n - '@example.com'.length)}@example.com`;

describe('businessInfoSchema (spec section 5, provider business info)', () => {
  it('accepts a complete business and turns blank optional fields into null', () => {
    expect(businessInfoSchema.parse(valid)).toEqual({
      ...valid,
      licenseNumber: null,
      insuranceProvider: null,
      insurancePolicy: null,
      minimumFee: null,
    });
  });

  it('trims every text field and upper-cases the state', () => {
    const parsed = businessInfoSchema.parse({
      ...valid,
      businessName: '  Surfside Plumbing ',
      contactName: ' Maria Gonzalez ',
      phone: ' (831) 555-0187 ',
      email: '  maria@surfside.example ',
      street: ' 214 Seabright Ave ',
      city: ' Santa Cruz ',
      state: ' ca ',
      zip: ' 95062 ',
      licenseNumber: '  C-36 123456 ',
    });
    expect(parsed).toEqual({
      ...valid,
      licenseNumber: 'C-36 123456',
      insuranceProvider: null,
      insurancePolicy: null,
      minimumFee: null,
    });
  });

  it('requires the business name, under 100 characters', () => {
    expect(errorsFor({ businessName: '   ' })).toEqual({ businessName: m.businessNameRequired });
    expect(errorsFor({ businessName: chars(100) })).toEqual({});
    expect(errorsFor({ businessName: chars(101) })).toEqual({ businessName: m.businessNameTooLong });
  });

  it('requires the contact name, under 100 characters', () => {
    expect(errorsFor({ contactName: '' })).toEqual({ contactName: m.contactNameRequired });
    expect(errorsFor({ contactName: chars(100) })).toEqual({});
    expect(errorsFor({ contactName: chars(101) })).toEqual({ contactName: m.contactNameTooLong });
  });

  it('accepts phones of 10 to 20 digits, spaces, hyphens and parentheses', () => {
    expect(errorsFor({ phone: chars(9, '8') })).toEqual({ phone: m.phoneTooShort });
    expect(errorsFor({ phone: chars(10, '8') })).toEqual({});
    expect(errorsFor({ phone: chars(20, '8') })).toEqual({});
    expect(errorsFor({ phone: chars(21, '8') })).toEqual({ phone: m.phoneTooLong });
    expect(errorsFor({ phone: '' })).toEqual({ phone: m.phoneTooShort });
    expect(errorsFor({ phone: '+1 831 555 0187' })).toEqual({ phone: m.invalidPhone });
    expect(errorsFor({ phone: '831-555-CALL' })).toEqual({ phone: m.invalidPhone });
    expect(errorsFor({ phone: '  831-555-0  ' })).toEqual({ phone: m.phoneTooShort });
  });

  it('requires a valid email of at most 255 characters', () => {
    expect(errorsFor({ email: 'not-an-email' })).toEqual({ email: m.invalidEmail });
    expect(errorsFor({ email: '' })).toEqual({ email: m.invalidEmail });
    expect(errorsFor({ email: emailOfLength(255) })).toEqual({});
    expect(errorsFor({ email: emailOfLength(256) })).toEqual({ email: m.emailTooLong });
  });

  it('requires a password of 8 to 99 characters', () => {
    expect(errorsFor({ password: chars(7) })).toEqual({ password: m.passwordTooShort });
    expect(errorsFor({ password: chars(8) })).toEqual({});
    expect(errorsFor({ password: chars(99) })).toEqual({});
    expect(errorsFor({ password: chars(100) })).toEqual({ password: m.passwordTooLong });
  });

  it('requires the street, under 200 characters', () => {
    expect(errorsFor({ street: ' ' })).toEqual({ street: m.streetRequired });
    expect(errorsFor({ street: chars(200) })).toEqual({});
    expect(errorsFor({ street: chars(201) })).toEqual({ street: m.streetTooLong });
  });

  it('requires the city, under 100 characters', () => {
    expect(errorsFor({ city: '' })).toEqual({ city: m.cityRequired });
    expect(errorsFor({ city: chars(100) })).toEqual({});
    expect(errorsFor({ city: chars(101) })).toEqual({ city: m.cityTooLong });
  });

  it('requires a 2-letter state code', () => {
    expect(errorsFor({ state: '' })).toEqual({ state: m.stateRequired });
    expect(errorsFor({ state: 'C' })).toEqual({ state: m.stateRequired });
    expect(errorsFor({ state: 'CA' })).toEqual({});
    expect(errorsFor({ state: 'CAL' })).toEqual({ state: m.stateInvalid });
    expect(errorsFor({ state: '12' })).toEqual({ state: m.stateInvalid });
  });

  it('requires a 5-digit zip code', () => {
    expect(errorsFor({ zip: '9506' })).toEqual({ zip: m.zipInvalid });
    expect(errorsFor({ zip: '95060' })).toEqual({});
    expect(errorsFor({ zip: '950601' })).toEqual({ zip: m.zipInvalid });
    expect(errorsFor({ zip: '9506a' })).toEqual({ zip: m.zipInvalid });
  });

  it('reports every failing field at once', () => {
    expect(
      Object.keys(
        errorsFor({
          businessName: '',
          contactName: '',
          phone: '',
          email: '',
          password: '',
          street: '',
          city: '',
          state: '',
          zip: '',
        }),
      ),
    ).toEqual(['businessName', 'contactName', 'phone', 'email', 'password', 'street', 'city', 'state', 'zip']);
  });

  it('parses the minimum fee as a decimal in dollars, rounded to cents', () => {
    expect(businessInfoSchema.parse({ ...valid, minimumFee: '49.99' }).minimumFee).toBe(49.99);
    expect(businessInfoSchema.parse({ ...valid, minimumFee: '0' }).minimumFee).toBe(0);
    expect(businessInfoSchema.parse({ ...valid, minimumFee: 75 }).minimumFee).toBe(75);
    expect(businessInfoSchema.parse({ ...valid, minimumFee: '12.345' }).minimumFee).toBe(12.35);
    expect(businessInfoSchema.parse({ ...valid, minimumFee: null }).minimumFee).toBeNull();
    expect(errorsFor({ minimumFee: '-1' })).toEqual({ minimumFee: m.minimumFeeNegative });
    expect(errorsFor({ minimumFee: 'abc' })).toEqual({ minimumFee: m.minimumFeeInvalid });
    expect(errorsFor({ minimumFee: '100000' })).toEqual({ minimumFee: m.minimumFeeTooLarge });
  });

  it('refuses a fee written other than as a plain decimal (hexadecimal, exponent, Infinity)', () => {
    for (const minimumFee of ['0x10', '1e3', 'Infinity', '0b101', '12,50', '1.2.3'])
      expect(errorsFor({ minimumFee }), minimumFee).toEqual({ minimumFee: m.minimumFeeInvalid });
    expect(businessInfoSchema.parse({ ...valid, minimumFee: '.5' }).minimumFee).toBe(0.5);
    expect(businessInfoSchema.parse({ ...valid, minimumFee: '10.' }).minimumFee).toBe(10);
  });

  it('leaves license, insurance provider and policy optional', () => {
    const parsed = businessInfoSchema.parse({
      ...valid,
      licenseNumber: undefined,
      insuranceProvider: 'State Farm',
      insurancePolicy: null,
    });
    expect(parsed).toMatchObject({ licenseNumber: null, insuranceProvider: 'State Farm', insurancePolicy: null });
  });
});

describe('providerApplicationSchema', () => {
  const application = {
    ...valid,
    serviceCategories: ['Plumbing', 'Handyman', 'Plumbing'],
    teamMembers: [
      { name: 'Maria Gonzalez', phone: '(831) 555-0187', email: 'maria@surfside.example', notificationMethod: 'sms' },
      { name: 'Sam' },
    ],
    acceptTerms: true,
  };

  it('removes repeated categories and defaults a member to both notification methods', () => {
    const parsed = providerApplicationSchema.parse(application);
    expect(parsed.serviceCategories).toEqual(['Plumbing', 'Handyman']);
    expect(parsed.teamMembers[1]).toEqual({ name: 'Sam', phone: '', email: '', notificationMethod: 'both' });
  });

  it('requires a category, a team member and agreement to the terms', () => {
    const result = providerApplicationSchema.safeParse({
      ...application,
      serviceCategories: [],
      teamMembers: [],
      acceptTerms: false,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      m.selectAtLeastOneService,
      m.teamMemberRequired,
      m.termsRequired,
    ]);
  });

  it('takes any of the eight categories and refuses one outside them, or the old name of appliance repair', () => {
    const withCategories = (serviceCategories: string[]) =>
      providerApplicationSchema.safeParse({ ...application, serviceCategories });
    expect(withCategories([...SERVICE_CATEGORIES]).data?.serviceCategories).toEqual([...SERVICE_CATEGORIES]);
    expect(withCategories(['Roofing']).success).toBe(false);
    expect(withCategories(['Painting']).success).toBe(false);
    expect(withCategories(['Appliance Repair']).success).toBe(false);
  });
});

describe('team member phones (the wizard, the team page and the API)', () => {
  const member = { name: 'Maria Gonzalez', email: 'maria@surfside.example', notificationMethod: 'both' as const };

  it('stores a US number typed with any markup in E.164', () => {
    for (const phone of ['(831) 555-0187', '831-555-0187', '831.555.0187', ' 831 555 0187 ', '+1 831 555 0187'])
      expect(teamMemberFormSchema.parse({ ...member, phone }).phone).toBe('+18315550187');
    const parsed = providerApplicationSchema.parse({
      ...valid,
      serviceCategories: ['Plumbing'],
      teamMembers: [{ ...member, phone: '(831) 555-0187' }],
      acceptTerms: true,
    });
    expect(parsed.teamMembers[0]!.phone).toBe('+18315550187');
  });

  it('refuses a number that is not a valid US one, with the field message, on the form and in the wizard', () => {
    for (const phone of ['555-0187', '(123) 456-7890', '831-555-CALL', '+44 20 7183 8750', '<b>8315550187</b>']) {
      const form = teamMemberFormSchema.safeParse({ ...member, phone });
      expect(form.error?.issues).toEqual([expect.objectContaining({ path: ['phone'], message: m.teamPhoneNotUs })]);
      const wizard = providerApplicationSchema.safeParse({
        ...valid,
        serviceCategories: ['Plumbing'],
        teamMembers: [{ ...member, phone }],
        acceptTerms: true,
      });
      expect(wizard.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['teamMembers.0.phone', m.teamPhoneNotUs],
      ]);
    }
  });

  it('still lets an email-only member leave the phone empty', () => {
    expect(teamMemberFormSchema.parse({ ...member, phone: '', notificationMethod: 'email' }).phone).toBe('');
    expect(teamMemberFormSchema.safeParse({ ...member, phone: '', notificationMethod: 'sms' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: m.teamPhoneRequired }),
    ]);
  });
});
