import { z } from 'zod/mini';

/**
 * Cut-off (`/api/cut-off`, spec: "Cut-off: GET /v1/ArticleGroup; GET /v1/Campaign/{name}";
 * decision 0216): the last days to order an article group for a seasonal date.
 */
export const ARTICLE_GROUPS = ['PhotoBooks', 'Calendars', 'Cards', 'Prints', 'WallDecor'] as const;
export const ArticleGroupNameSchema = z.enum(ARTICLE_GROUPS);
export type ArticleGroupName = z.infer<typeof ArticleGroupNameSchema>;

export const ArticleGroupListSchema = z.array(z.object({ name: ArticleGroupNameSchema }));

export const CutOffCampaignSchema = z.object({
  name: z.string(),
  /** Per article group, the last moment to order for the campaign's date. */
  deadlines: z.array(z.object({ articleGroup: ArticleGroupNameSchema, orderBy: z.iso.datetime() })),
});
export type CutOffCampaign = z.infer<typeof CutOffCampaignSchema>;

export const CutOffCampaignParamsSchema = z.object({
  name: z.string().check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/)),
});

/** The banner shows while a deadline is this near. */
export const CUT_OFF_BANNER_DAYS = 14;

/** The campaign the app's banner asks for. */
export const SEASONAL_CAMPAIGN = 'Christmas';

/** The configured campaigns (demo data; the shop's planning would feed them). */
export const CUT_OFF_CAMPAIGNS: readonly CutOffCampaign[] = [
  {
    name: 'Christmas',
    deadlines: [
      { articleGroup: 'PhotoBooks', orderBy: '2026-12-06T23:59:00.000Z' },
      { articleGroup: 'Calendars', orderBy: '2026-12-08T23:59:00.000Z' },
      { articleGroup: 'WallDecor', orderBy: '2026-12-10T23:59:00.000Z' },
      { articleGroup: 'Cards', orderBy: '2026-12-14T23:59:00.000Z' },
      { articleGroup: 'Prints', orderBy: '2026-12-17T23:59:00.000Z' },
    ],
  },
  {
    name: 'MothersDay',
    deadlines: [
      { articleGroup: 'PhotoBooks', orderBy: '2027-02-28T23:59:00.000Z' },
      { articleGroup: 'Cards', orderBy: '2027-03-07T23:59:00.000Z' },
    ],
  },
];

/** The nearest deadline still ahead and within `CUT_OFF_BANNER_DAYS`, if any. */
export function nearestDeadline(
  campaign: CutOffCampaign,
  now: Date,
): CutOffCampaign['deadlines'][number] | undefined {
  const limit = now.getTime() + CUT_OFF_BANNER_DAYS * 24 * 60 * 60 * 1000;
  return campaign.deadlines
    .filter((deadline) => {
      const at = Date.parse(deadline.orderBy);
      return at >= now.getTime() && at <= limit;
    })
    .sort((a, b) => Date.parse(a.orderBy) - Date.parse(b.orderBy))[0];
}
