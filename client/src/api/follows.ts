import { LIST, tag } from './cache-tags';
import { api as generatedFollowsApi } from './generated-follows';

/*
 * Following a complaint and "Was it fixed?" (docs/adr/0148, 0149): their endpoints (generated into generated-follows.ts,
 * never edited) with their cache tags. Only the public complaint page, My Complaints and the follow-up, unfollow and
 * "still broken" screens import this module, so the endpoints load with them and not with the first screen
 * (docs/adr/0073-client-first-screen-budget.md). Import these hooks from here, everything else from ./index.
 */

export const followsApi = generatedFollowsApi.enhanceEndpoints({
  // The followed list is also refetched when the reader's language changes (LIST.readerWords).
  addTagTypes: ['content'],
  endpoints: {
    // Following: the public page's toggle and My Complaints' followed list; the email's token unfollows without a session.
    listFollowedComplaints: { providesTags: [LIST.followed, LIST.readerWords] },
    getFollowState: { providesTags: (_r, _e, arg) => [tag('complaints', `follow:${arg.id}`)] },
    followComplaint: { invalidatesTags: (_r, _e, arg) => [LIST.followed, tag('complaints', `follow:${arg.id}`)] },
    unfollowComplaint: { invalidatesTags: (_r, _e, arg) => [LIST.followed, tag('complaints', `follow:${arg.id}`)] },
    unfollowByToken: { invalidatesTags: (_r, _e, arg) => [LIST.followed, tag('complaints', `follow:${arg.id}`)] },
    // "Was it fixed?": the answer confirms or reopens the complaint; a "still broken" report changes nothing a citizen sees.
    listMyFollowUps: { providesTags: [LIST.myFollowUps] },
    answerFollowUp: {
      invalidatesTags: (_r, _e, arg) => [tag('complaints', `complaint:${arg.id}`), LIST.myComplaints, LIST.myFollowUps, LIST.adminComplaints],
    },
    reportStillBroken: { invalidatesTags: (_r, _e, arg) => [tag('complaints', `still-broken:${arg.id}`)] },
  },
});

export * from './generated-follows';
