import { FormattedMessage } from 'react-intl';
import { useVendor } from '@/lib/runtime-context';
import { Icon } from '@/components/icon/icon';
import styles from '@/features/overview/components/overview.module.css';

interface OverviewHeroProps {
  firstName?: string | undefined;
  email?: string | undefined;
  isB2b: boolean;
  loading?: boolean | undefined;
}

/** The greeting band at the top of the overview. */
export function OverviewHero({ firstName, email, isB2b, loading }: OverviewHeroProps) {
  const vendor = useVendor();
  return (
    <section className={styles.hero} aria-labelledby="overview-greeting">
      <div className={styles.heroText}>
        <h1 id="overview-greeting" className={styles.greeting}>
          {loading ? (
            <span className={styles.greetingPlaceholder}>
              <FormattedMessage id="overview.greetingLoading" />
            </span>
          ) : firstName ? (
            <FormattedMessage id="overview.greeting" values={{ name: firstName }} />
          ) : (
            <FormattedMessage id="overview.greetingNoName" />
          )}
        </h1>
        <p className={styles.heroIntro}>
          <FormattedMessage id="overview.intro" values={{ brand: vendor.name }} />
        </p>
        <ul className={styles.chips}>
          {email ? (
            <li className={styles.chip}>
              <Icon name="user" size={18} />
              <span>
                <FormattedMessage id="overview.signedInAs" values={{ email }} />
              </span>
            </li>
          ) : null}
          {isB2b ? (
            <li className={styles.chip}>
              <Icon name="server" size={18} />
              <span>
                <FormattedMessage id="overview.businessAccount" />
              </span>
            </li>
          ) : null}
        </ul>
      </div>
      <HeroArt />
    </section>
  );
}

/** A stack of photo prints in the brand's colours; decorative. */
function HeroArt() {
  return (
    <svg className={styles.heroArt} viewBox="0 0 220 160" aria-hidden="true" focusable="false">
      <g transform="rotate(-8 80 90)">
        <rect x="30" y="30" width="110" height="100" rx="6" className={styles.print} />
        <rect x="40" y="40" width="90" height="64" rx="3" className={styles.printPhotoA} />
        <path d="M40 104 72 74l22 20 14-12 22 22z" className={styles.printHill} />
      </g>
      <g transform="rotate(7 150 80)">
        <rect x="95" y="18" width="100" height="92" rx="6" className={styles.print} />
        <rect x="104" y="27" width="82" height="58" rx="3" className={styles.printPhotoB} />
        <circle cx="166" cy="44" r="8" className={styles.printSun} />
      </g>
    </svg>
  );
}
