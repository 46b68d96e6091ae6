import '../zod-setup';
import { z } from 'zod';
import { RankedCardWithColors } from './cards';
import { defineEndpoint } from './endpoint';
import { LatestPosts } from './posts';

/** Cards the home page shows, from the top of the default profile's ranking. */
export const HOME_TOP_CARDS = 3;

export const HomePageResponse = z
  .object({
    topCards: z
      .array(RankedCardWithColors)
      .describe(
        `The ${HOME_TOP_CARDS} highest-rated cards for the default profile (as POST /card/rank ranks them), with their issuer’s colours`,
      ),
    latestPosts: LatestPosts.shape.posts.describe('The newest published articles (as GET /blog/latest-posts)'),
  })
  .meta({ id: 'HomePageResponse' });
export type HomePageResponse = z.infer<typeof HomePageResponse>;

export const getHomePage = defineEndpoint({
  id: 'getHomePage',
  method: 'get',
  path: '/home',
  tag: 'Site',
  access: 'public',
  summary: 'The home page’s own data in one call: the top cards and the latest articles',
  description:
    'The same for every visitor: the home page ranks for the default profile. The site-wide figures it also shows (card count, subscribers, press mentions) come with GET /global, which every page shell calls.',
  responses: { 200: HomePageResponse },
});
