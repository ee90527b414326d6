import { useInitData } from '../../shared/api/init';
import './social.css';
import { socialLinks, type SocialLink } from './social-links';

const ICONS: Record<SocialLink['network'], string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-5 2.2-5 5v2H7v4h2v7h4v-7h3l1-4h-4V9c0-.6.4-1 1-1Z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z',
};

/** Links to the shop's social networks from the config; nothing when none is configured. */
export function SocialLinks({ className }: { className: string }) {
  const { config } = useInitData();
  const links = socialLinks(config);
  if (links.length === 0) return null;
  return (
    <ul className={`sf-social ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" fillRule="evenodd" d={ICONS[link.network]} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
