import { Container } from './primitives';
import {
  IconBrandFacebook,
  IconBrandLine,
  IconBrandLinkedin,
  IconBrandYoutube,
  IconMail,
  IconPhone,
  IconPhoneCall,
} from '../../../components/inline-icons';
import { Link } from 'react-router';
import { brand, headOffice, telHref, type SocialLink } from '../../../brand';
import { useSite } from '../format';
import { aboutLinks, contactPath, serviceLinks } from '../nav';
import classes from '../site.module.css';
import { useLocalize } from '../use-localize';
import { LanguageList } from './language-links';

const socialIcons: Record<SocialLink['id'], typeof IconBrandLinkedin> = {
  linkedin: IconBrandLinkedin,
  facebook: IconBrandFacebook,
  youtube: IconBrandYoutube,
  line: IconBrandLine,
};

export function SiteFooter() {
  const { t, format } = useSite();
  const office = headOffice();
  const localize = useLocalize();
  return (
    <footer className={classes.footer}>
      <Container size="xl">
        <div className={classes.footerGrid}>
          <div>
            <Link to={localize('/home')} className={classes.footerLogo}>
              <img src={brand.logo.src} width={32} height={32} alt="" loading="lazy" />
              <span>{brand.name}</span>
            </Link>
            <p className={classes.footerText}>
              {t('footer.about', { year: format.year(brand.foundedYear) })}
            </p>
            <h2 className={classes.footerHeading} id="footer-follow">
              {t('footer.follow')}
            </h2>
            <ul className={classes.social} aria-labelledby="footer-follow">
              {brand.social.map((link) => {
                const Icon = socialIcons[link.id];
                return (
                  <li key={link.id}>
                    <a href={link.url} rel="noopener noreferrer" target="_blank" aria-label={link.label}>
                      <Icon size={20} aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
          <nav aria-labelledby="footer-services">
            <h2 className={classes.footerHeading} id="footer-services">
              {t('footer.services')}
            </h2>
            <ul className={classes.footerLinks}>
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <Link to={localize(link.to)}>{t(link.labelKey)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="footer-company">
            <h2 className={classes.footerHeading} id="footer-company">
              {t('footer.company')}
            </h2>
            <ul className={classes.footerLinks}>
              {aboutLinks.map((link) => (
                <li key={link.to}>
                  <Link to={localize(link.to)}>{t(link.labelKey)}</Link>
                </li>
              ))}
              <li>
                <Link to={localize('/Portfolio')}>{t('layout.portfolio')}</Link>
              </li>
              <li>
                <Link to={localize(contactPath)}>{t('layout.contact')}</Link>
              </li>
            </ul>
          </nav>
          <LanguageList />
          <div>
            <h2 className={classes.footerHeading}>{t('footer.contact')}</h2>
            <address className={classes.footerAddress}>
              <strong>{brand.legalName}</strong>
              {office.address.map((line) => (
                <span key={line}>{line}</span>
              ))}
              <a href={telHref(brand.phone)}>
                <IconPhone size={16} aria-hidden /> {brand.phone}
              </a>
              <a href={`mailto:${brand.email}`}>
                <IconMail size={16} aria-hidden /> {brand.email}
              </a>
              <span className={classes.footerEmergency}>
                <IconPhoneCall size={16} aria-hidden /> {t('footer.emergency')}:{' '}
                <a href={telHref(brand.emergencyPhone)}>{brand.emergencyPhone}</a>
              </span>
            </address>
          </div>
        </div>
        <div className={classes.footerBottom}>
          <span>{t('footer.rights', { year: format.year(new Date().getFullYear()), company: brand.legalName.replace(/\.$/, '') })}</span>
          <span>
            {t('footer.taxId', { value: brand.taxId })} · {t('footer.customsLicence', { value: brand.customsLicence })}
          </span>
        </div>
      </Container>
    </footer>
  );
}
