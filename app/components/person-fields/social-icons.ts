import {
  IconBrandCodepen,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandSlack,
  IconBrandX,
  type Icon,
} from '@tabler/icons-react';
import type { SocialNetwork } from '../../../api/modules/user-management/contract';

/** Each social network's icon (Tabler), beside a person's links on the profile and the view. */
export const socialIcons: Record<SocialNetwork, Icon> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  github: IconBrandGithub,
  codepen: IconBrandCodepen,
  slack: IconBrandSlack,
};
