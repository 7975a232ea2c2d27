// Facts about the site that every page shares.
import { readBuildConfig } from '../../functions/config.ts';

export const STORE_NAME = 'Grandtales';
export const TAGLINE = 'Personalized storybooks starring your grandchild and you';
export const { supportEmail: SUPPORT_EMAIL, orderUrl: ORDER_URL } = readBuildConfig(process.env);

/** Filled in by the front layer with SITE_URL, so one build serves any origin. */
export const ORIGIN = '{{origin}}';

export const NAV = [
  { href: '/art-styles', label: 'Art styles' },
  { href: '/scenes', label: 'Scenes' },
  { href: '/occasions', label: 'Occasions' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/faq', label: 'FAQ' },
];

/** The footer adds the privacy page for shoppers, and one line for developers and agents, outside shoppers' navigation. */
export const FOOTER_EXTRAS = [{ href: '/privacy', label: 'Privacy' }];
/** The footer's one link for developers and AI agents: /developers leads on to the API reference and llms.txt. */
export const DEVELOPER_LINK = { href: '/developers', label: 'For developers and AI agents' };

export type SceneCategory = keyof typeof CATEGORY_LABELS;

export const CATEGORY_LABELS = {
  activity: 'Adventures and activities',
  food: 'Cooking and treats',
  funny: 'Silly and funny',
  sweet: 'Sweet and tender',
} as const;

/** What the scenes of each category have in common, for the scenes page. */
export const CATEGORY_BLURBS: Record<keyof typeof CATEGORY_LABELS, string> = {
  activity: 'Outings and projects to do side by side, from the first fish caught to the first bike ride.',
  food: 'Kitchen mischief and shared treats: the recipes and snacks a family remembers.',
  funny: 'Giggles on every page: hats, faces, puddles, pillow fights and dance parties.',
  sweet: 'The quiet moments: stories, hugs and time spent simply being together.',
};
