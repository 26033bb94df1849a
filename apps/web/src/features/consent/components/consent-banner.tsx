import clsx from 'clsx';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BOOT_CONSENT_BANNER_ID, type Consent } from '@my-account/contract/consent';
import { Button } from '@/components/button/button';
import { CheckboxField } from '@/components/form/checkbox-field';
import { Icon } from '@/components/icon/icon';
import { useVendor } from '@/lib/runtime-context';
import { useConsent } from '@/features/consent/consent-context';
import styles from '@/features/consent/components/consent-banner.module.css';

const ALL: Consent = { analytics: true, marketing: true };
const NONE: Consent = { analytics: false, marketing: false };

/**
 * Asks for the cookie choice while none is stored (and again from the footer's cookie
 * settings). Not a modal: the page stays usable, and nothing optional runs until a choice.
 * "Accept all" and "Necessary only" are equal buttons, so refusing is as easy as agreeing.
 */
export function ConsentBanner() {
  const { bannerOpen } = useConsent();
  // The server's copy of the text, painted before the app loaded (index-page.ts), gives way
  // before this one paints.
  useLayoutEffect(() => {
    document.getElementById(BOOT_CONSENT_BANNER_ID)?.remove();
  }, []);
  // Mounted afresh each time it opens, so it starts from the choice as it is then.
  return bannerOpen ? <OpenConsentBanner /> : null;
}

function OpenConsentBanner() {
  const intl = useIntl();
  const vendor = useVendor();
  const { consent, chosen, choose } = useConsent();
  // Reopened from the cookie settings: straight to the two choices, as they stand.
  const [choosing, setChoosing] = useState(chosen);
  const [draft, setDraft] = useState<Consent>(consent);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // Reopened on request: the focus goes where the customer asked to be.
    if (chosen) {
      heading.current?.focus();
    }
  }, [chosen]);

  return (
    <section className={styles.banner} aria-labelledby={headingId}>
      <div className={clsx(styles.inner, choosing && styles.choosing)}>
        <div className={styles.text}>
          <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.title}>
            <Icon name="cookie" size={22} />
            <FormattedMessage id="consent.title" />
          </h2>
          <p>
            <FormattedMessage id="consent.intro" values={{ brand: vendor.name }} />
          </p>
        </div>
        {choosing ? (
          <fieldset className={styles.choices}>
            <legend className="visually-hidden">
              {intl.formatMessage({ id: 'consent.choicesLegend' })}
            </legend>
            <p className={styles.necessary}>
              <FormattedMessage id="consent.necessary" />
            </p>
            {(['analytics', 'marketing'] as const).map((purpose) => (
              <CheckboxField
                key={purpose}
                label={<FormattedMessage id={`consent.${purpose}.label`} />}
                hint={<FormattedMessage id={`consent.${purpose}.hint`} />}
                checked={draft[purpose]}
                onChange={(event) => {
                  setDraft({ ...draft, [purpose]: event.target.checked });
                }}
              />
            ))}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          {choosing ? (
            <Button
              variant="secondary"
              onClick={() => {
                choose(draft);
              }}
            >
              <FormattedMessage id="consent.save" />
            </Button>
          ) : (
            <Button
              variant="ghost"
              onClick={() => {
                setChoosing(true);
              }}
            >
              <FormattedMessage id="consent.choose" />
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              choose(NONE);
            }}
          >
            <FormattedMessage id="consent.necessaryOnly" />
          </Button>
          <Button
            onClick={() => {
              choose(ALL);
            }}
          >
            <FormattedMessage id="consent.acceptAll" />
          </Button>
        </div>
      </div>
    </section>
  );
}
