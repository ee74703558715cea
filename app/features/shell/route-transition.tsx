import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSettings } from '../../lib/settings/settings-store';
import classes from './dashboard.module.css';

/** Animates each screen in with the chosen route transition (zoom-fade, slide-fade, fade, none). */
export function RouteTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const transition = useSettings((s) => s.routeTransition);
  if (transition === 'none') return <>{children}</>;
  return (
    <div key={pathname} className={classes.transition} data-transition={transition}>
      {children}
    </div>
  );
}
