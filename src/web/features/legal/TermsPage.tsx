import { Link } from 'react-router';
import {
  LIABILITY_CAP_DOLLARS,
  MINIMUM_AGE,
  PLAN_PRICE_PER_MONTH,
  PRIVACY_EMAIL,
  SERVICE_AREA,
} from '@shared/constants';
import { paths } from '@web/config/paths';
import { LegalLayout, LegalSection } from './LegalLayout';

export default function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These terms govern your use of Earl: our website, our installable app, our toll-free concierge line and the
          voice chat in your browser (together, the “Service”). By using the Service you agree to them. If you do not
          agree, please do not use the Service.
        </p>
      }
    >
      <LegalSection title="1. Who may use Earl">
        <p>
          You must be {MINIMUM_AGE} years of age or older to use the Service, whether you call, talk to Earl in your
          browser, or create an account. By using the Service you confirm that you are at least {MINIMUM_AGE}.
        </p>
      </LegalSection>

      <LegalSection title="2. What Earl does, and what it does not do">
        <p>
          Earl is a lead-generation service for home services in {SERVICE_AREA}, California. Our AI assistant listens to
          your request, suggests simple fixes you may be able to do safely yourself, and introduces you to independent,
          third-party service providers (“Vendors”) such as plumbers, electricians and handypersons.
        </p>
        <p>
          <strong>Earl does not perform the work.</strong> Vendors are not our employees or agents. Any agreement for
          work, including its price, schedule, quality, warranty, licences and insurance, is between you and the Vendor.
          We review Vendors before they join the network, but we do not guarantee their work, their availability or the
          outcome of any job.
        </p>
        <p>
          Suggestions from the assistant are general information, not professional advice. Stop and call a professional
          whenever a fix feels unsafe. In an emergency (fire, a gas smell, sparking, flooding near electricity) leave
          the area and call 911 or your utility first.
        </p>
      </LegalSection>

      <LegalSection title="3. Calls and voice chats are recorded">
        <p>
          When you call Earl or use the voice chat, the conversation is{' '}
          <strong>recorded, transcribed and summarised</strong> so that we can understand your request, pass it to a
          Vendor, improve the Service and keep a record of what was agreed. By starting a call or a voice chat you
          consent to this recording. If you do not consent, please end the call. The{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> explains how we handle these recordings.
        </p>
      </LegalSection>

      <LegalSection title="4. Your responsibilities">
        <ul>
          <li>Give accurate information, including your name, phone number and the address where work is needed.</li>
          <li>Only request services for a property you own or are authorised to arrange work at.</li>
          <li>
            Do not misuse the Service: no abusive calls, automated traffic, attempts to break our security, or unlawful
            requests.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="5. Service providers">
        <p>
          Vendors who join the network pay a flat fee of ${PLAN_PRICE_PER_MONTH} per month with no per-lead fees.
          Billing starts only after an application is approved and can be cancelled at any time. Vendors are responsible
          for holding the licences and insurance their trade requires, for the work they perform, and for handling
          customer information in line with the law and our Privacy Policy.
        </p>
      </LegalSection>

      <LegalSection title="6. Disclaimers">
        <p>
          The Service is provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all
          warranties, express or implied, including merchantability, fitness for a particular purpose and
          non-infringement. We do not warrant that the Service will be uninterrupted or error-free, or that a Vendor
          will be available for every request.
        </p>
      </LegalSection>

      <LegalSection title="7. Limitation of liability">
        <p>
          To the fullest extent the law allows, Earl is not liable for any indirect, incidental, special, consequential
          or punitive damages, or for any loss arising from work performed or not performed by a Vendor. Our total
          liability for any claim relating to the Service is limited to the greater of{' '}
          <strong>${LIABILITY_CAP_DOLLARS}</strong> or the amount you paid us for the Service in the twelve months
          before the claim arose.
        </p>
      </LegalSection>

      <LegalSection title="8. Governing law">
        <p>
          These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
          Any dispute will be heard in the state or federal courts located in California, and you and we consent to
          their jurisdiction.
        </p>
      </LegalSection>

      <LegalSection title="9. Changes to these terms">
        <p>
          We may update these terms as the Service changes. We will post the new version here with a new effective date;
          continuing to use the Service after that date means you accept the update.
        </p>
      </LegalSection>

      <LegalSection title="10. Contact">
        <p>
          Questions about these terms? Write to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
