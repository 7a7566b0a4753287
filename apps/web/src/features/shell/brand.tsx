import { Link } from 'react-router';
import { useCompanyLogo } from './api/get-company-logo';
import classes from './app-header.module.css';

/** The company logo when one is uploaded, else the text brand; links to the user's landing page. */
export function Brand({ to }: { to: string }) {
  const { data: logo } = useCompanyLogo();
  return (
    <Link to={to} className={classes.brand} aria-label="Tillwise home">
      {logo ? (
        <img src={logo} alt="Company logo" className={classes.logo} />
      ) : (
        <>
          <span className={classes.brandMark} aria-hidden="true">
            T
          </span>
          <span>Tillwise</span>
        </>
      )}
    </Link>
  );
}
