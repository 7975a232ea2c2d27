// Every "Create your book" link leads to the builder at /create, where the buyer sees the book
// before ordering it (the builder hands the plan to ORDER_URL). The page's context travels in the
// fragment, as the share link does (contract/create-link.ts): it never reaches a server log.
import { type CreateChoices, createFragment } from '../../contract/create-link.ts';
import { sitePaths } from '../../contract/site-paths.ts';

export { FORMATS, type Format } from '../../contract/book-plan-rules.ts';

export type OrderChoice = Pick<CreateChoices, 'format' | 'giftWrap' | 'style' | 'occasion'>;

export const orderHref = (choice: OrderChoice = {}): string => `${sitePaths.create}${createFragment(choice)}`;
