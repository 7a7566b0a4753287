import { Link } from 'react-router';
import { useT } from '../../i18n';
import { useCompanyLogo } from './api/get-company-logo';
import classes from './app-header.module.css';

/** The company logo when one is uploaded, else the text brand; links to the user's landing page. */
export function Brand({ to }: { to: string }) {
  const t = useT();
  const { data: logo } = useCompanyLogo();
  return (
    <Link to={to} className={classes.brand} aria-label={t('shell.brand.home')}>
      {logo ? (
        <img src={logo} alt={t('shell.brand.logo')} className={classes.logo} />
      ) : (
        <>
          <span className={classes.brandMark} aria-hidden="true">
            T
          </span>
          <span>{t('shell.brand.name')}</span>
        </>
      )}
    </Link>
  );
}
