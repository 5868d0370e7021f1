import { Link } from 'react-router';
import { MINIMUM_AGE, PRIVACY_EMAIL, SERVICE_AREA } from '@shared/constants';
import { paths } from '@web/config/paths';
import { LegalLayout, LegalSection } from './LegalLayout';

export default function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal information Earl collects when you use our website, app, concierge line or
          browser voice chat, why we collect it, who we share it with, and the choices you have. It applies together
          with our <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      }
    >
      <LegalSection title="1. Information we collect">
        <ul>
          <li>
            <strong>From customers:</strong> your name, phone number, service address, the kind of service you need, a
            description of the problem and the time windows that suit you.
          </li>
          <li>
            <strong>Call content:</strong> the audio of your calls and voice chats with Earl, a written transcript and a
            summary.
          </li>
          <li>
            <strong>From service providers:</strong> business and contact details, address, licence and insurance
            details, services offered and the team members to notify about jobs.
          </li>
          <li>
            <strong>Technical information:</strong> a sign-in cookie for accounts, and basic logs such as IP address and
            browser type that keep the Service secure and working.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="2. Calls are recorded, transcribed and summarised">
        <p>
          Every call to Earl and every browser voice chat is <strong>recorded, transcribed and summarised</strong>. We
          use the recording, transcript and summary to understand your request, to pass the details to the service
          provider who takes the job, to resolve disputes, and to improve the assistant. Starting a call or voice chat
          means you consent to this.
        </p>
      </LegalSection>

      <LegalSection title="3. How we use your information">
        <ul>
          <li>To answer your request, troubleshoot with you and introduce a vetted local service provider.</li>
          <li>To send job notifications to providers and confirmations to you.</li>
          <li>To review provider applications and keep the network trustworthy.</li>
          <li>To secure the Service, prevent abuse and meet our legal obligations.</li>
        </ul>
      </LegalSection>

      <LegalSection title="4. We do not sell your personal data">
        <p>
          <strong>We do not sell your personal data</strong>, and we do not share it for cross-context behavioural
          advertising.
        </p>
      </LegalSection>

      <LegalSection title="5. Who we share it with">
        <p>We share personal information only as needed to provide the Service:</p>
        <ul>
          <li>
            <strong>Vendors:</strong> the independent service providers who may take your job see your contact details,
            the address, the request and the call transcript.
          </li>
          <li>
            <strong>Telephony partners:</strong> the companies that carry our phone calls, text messages and browser
            voice connections.
          </li>
          <li>
            <strong>AI technology partners:</strong> the providers of speech recognition, voice and language models that
            help the assistant understand and answer you.
          </li>
          <li>
            <strong>Authorities:</strong> law enforcement or other public authorities, when we receive a valid legal
            demand such as a subpoena or court order, or when disclosure is needed to protect someone’s safety.
          </li>
        </ul>
        <p>Our partners may use the information only to provide their services to us.</p>
      </LegalSection>

      <LegalSection title="6. How long we keep it">
        <p>
          We keep call records, transcripts and account information for as long as they are needed for the purposes
          above or as the law requires, and then delete them.
        </p>
      </LegalSection>

      <LegalSection title="7. Your choices and rights">
        <p>
          You can ask us to <strong>delete your personal data</strong>, or to tell you what we hold about you, by
          writing to <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. We will confirm your request and answer
          within 45 days, as California law provides. We will not treat you differently for exercising these rights.
          Some records may be kept where the law requires it.
        </p>
      </LegalSection>

      <LegalSection title="8. Age limit">
        <p>
          The Service is for people {MINIMUM_AGE} years of age or older. We do not knowingly collect information from
          anyone younger; if you believe we have, contact us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection title="9. Security">
        <p>
          We protect personal information with encryption in transit, hashed passwords, access limited to the people who
          need it, and audit logs of administrative access. No system is perfectly secure, but we work to keep your
          information safe.
        </p>
      </LegalSection>

      <LegalSection title="10. Governing law and changes">
        <p>
          This policy is governed by the laws of the State of California, and is written for customers and providers in{' '}
          {SERVICE_AREA}. We will post any update here with a new effective date.
        </p>
      </LegalSection>

      <LegalSection title="11. Contact">
        <p>
          Privacy questions and requests: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </LegalSection>
    </LegalLayout>
  );
}
