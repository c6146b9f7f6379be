import { baseApi as api } from './base-api';
export const addTagTypes = ['complaints', 'follow-ups'] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      listFollowedComplaints: build.query<ListFollowedComplaintsApiResponse, ListFollowedComplaintsApiArg>({
        query: (queryArg) => ({
          url: `/api/complaints/followed`,
          params: {
            page: queryArg.page,
            limit: queryArg.limit,
          },
        }),
        providesTags: ['complaints'],
      }),
      getFollowState: build.query<GetFollowStateApiResponse, GetFollowStateApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/follow` }),
        providesTags: ['complaints'],
      }),
      followComplaint: build.mutation<FollowComplaintApiResponse, FollowComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/follow`, method: 'PUT' }),
        invalidatesTags: ['complaints'],
      }),
      unfollowComplaint: build.mutation<UnfollowComplaintApiResponse, UnfollowComplaintApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/follow`, method: 'DELETE' }),
        invalidatesTags: ['complaints'],
      }),
      unfollowByToken: build.mutation<UnfollowByTokenApiResponse, UnfollowByTokenApiArg>({
        query: (queryArg) => ({
          url: `/api/complaints/${queryArg.id}/follow/unsubscribe`,
          method: 'POST',
          params: {
            token: queryArg.token,
          },
        }),
        invalidatesTags: ['complaints'],
      }),
      listMyFollowUps: build.query<ListMyFollowUpsApiResponse, ListMyFollowUpsApiArg>({
        query: () => ({ url: `/api/complaints/follow-ups` }),
        providesTags: ['follow-ups'],
      }),
      answerFollowUp: build.mutation<AnswerFollowUpApiResponse, AnswerFollowUpApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/follow-up`, method: 'POST', body: queryArg.followUpAnswerRequest }),
        invalidatesTags: ['follow-ups'],
      }),
      reportStillBroken: build.mutation<ReportStillBrokenApiResponse, ReportStillBrokenApiArg>({
        query: (queryArg) => ({ url: `/api/complaints/${queryArg.id}/still-broken`, method: 'POST', body: queryArg.stillBrokenRequest }),
        invalidatesTags: ['follow-ups'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type ListFollowedComplaintsApiResponse = /** status 200  */ FollowedComplaintListResponse;
export type ListFollowedComplaintsApiArg = {
  /** 1-based page, at most 100000; default 1 */
  page?: number;
  /** Items per page, 1 to 50; default 10 */
  limit?: number;
};
export type GetFollowStateApiResponse = /** status 200  */ FollowStateResponse;
export type GetFollowStateApiArg = {
  /** The complaint's public id */
  id: string;
};
export type FollowComplaintApiResponse = /** status 200  */ FollowStateResponse;
export type FollowComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type UnfollowComplaintApiResponse = /** status 200  */ FollowStateResponse;
export type UnfollowComplaintApiArg = {
  /** The complaint's public id */
  id: string;
};
export type UnfollowByTokenApiResponse = /** status 200  */ FollowStateResponse;
export type UnfollowByTokenApiArg = {
  /** The complaint's public id */
  id: string;
  /** The token of the follower's email (its unfollow page and its List-Unsubscribe address): it names one complaint and one account */
  token: string;
};
export type ListMyFollowUpsApiResponse = /** status 200  */ PendingFollowUpListResponse;
export type ListMyFollowUpsApiArg = void;
export type AnswerFollowUpApiResponse = /** status 200  */ ComplaintResponse;
export type AnswerFollowUpApiArg = {
  /** The complaint's public id */
  id: string;
  followUpAnswerRequest: FollowUpAnswerRequest;
};
export type ReportStillBrokenApiResponse = /** status 201  */ StillBrokenReceiptResponse;
export type ReportStillBrokenApiArg = {
  /** The complaint's public id */
  id: string;
  stillBrokenRequest: StillBrokenRequest;
};
export type FollowedComplaintResponse = {
  /** The complaint's public id; its page is /c/{id} */
  id: string;
  categoryKey: string;
  /** The category's name in the reader's language */
  categoryName: string;
  /** The subcategory as filed (or Other) */
  subcategory: string;
  /** The subcategory in the reader's language */
  subcategoryLabel: string;
  /** The reporter's title when they chose to show it publicly, else '' */
  title: string;
  /** The reporter's place when shown publicly, else 'Near <lat>, <lng>' (3 decimals) */
  location: string;
  /** pending, in_progress, forwarded, resolved or rejected */
  status: string;
  /** The status in the reader's words */
  statusLabel: string;
  /** When the caller began following it (ISO 8601) */
  followedAt: string;
  /** Its last change (ISO 8601) */
  updatedAt: string;
};
export type FollowedComplaintListResponse = {
  items: FollowedComplaintResponse[];
  /** Complaints followed in all */
  total: number;
  /** 1-based page */
  page: number;
  /** Number of pages (at least 1) */
  pages: number;
};
export type FollowStateResponse = {
  /** The complaint's public id */
  id: string;
  /** The account receives its public updates by email and sees it on My Complaints */
  following: boolean;
  /** False for its reporter, whose own updates already reach them */
  canFollow: boolean;
};
export type PendingFollowUpResponse = {
  /** Public complaint id */
  complaintId: string;
  /** The complaint's title, as typed */
  title: string;
  /** The complaint's location text, as typed */
  location: string;
  /** When the resolution asked about began (ISO 8601) */
  resolvedAt: string;
  /** When the question was sent (28 days or more after the resolution; ISO 8601) */
  sentAt: string;
  /** When its one reminder was sent (7 days after the question without an answer); null before */
  remindedAt: string | null;
};
export type PendingFollowUpListResponse = {
  /** Oldest question first */
  items: PendingFollowUpResponse[];
};
export type ComplaintUpdateResponse = {
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words (the account's language, else Accept-Language) */
  statusLabel: string;
  /** ISO 8601 instant */
  date: string;
  /** The entry's words: a line the portal wrote ('Complaint submitted', a reminder, a confirmed fix...) in the reader's language; what a person typed (an admin, an authority, the reporter reopening) as typed */
  message: string;
  /** Photos added with this entry (the reporter's reopen or confirmed fix, an authority's after-photos); absent otherwise */
  photos?: string[];
  /** Who wrote the entry: admin (the desk), authority (the authority's response link or email reply), reporter, system (the escalation ladder) or integrator (Open311) */
  source?: 'admin' | 'authority' | 'reporter' | 'system' | 'integrator';
  /** The authority's name, on an entry whose source is authority */
  authorityName?: string;
  /** What the authority answered ('reply': an email reply), on an entry whose source is authority */
  authorityAction?: 'acknowledge' | 'in_progress' | 'resolved' | 'not_ours' | 'message' | 'reply';
  /** An acknowledgement's expected completion (ISO 8601), when the authority gave one */
  expectedBy?: string;
  /** On an authority's entry the portal's moderators hid from the public page: their reason, as typed; absent otherwise */
  hiddenReason?: string;
  /** When the entry was hidden from the public page (ISO 8601), with hiddenReason */
  hiddenAt?: string;
};
export type ComplaintCoordinatesResponse = {
  /** Latitude in degrees, 6 decimals */
  lat: number;
  /** Longitude in degrees, 6 decimals */
  lng: number;
  source: 'exif' | 'geolocation' | 'manual' | 'search';
  /** Device accuracy in metres */
  accuracy?: number | null;
  /** True when the point was just outside Goa and was snapped to the border */
  outsideBounds: boolean;
};
export type ComplaintGeoResponse = {
  /** District code (digits) */
  districtCode?: string | null;
  /** Subdistrict (taluka) code */
  subdistrictCode?: string | null;
  /** Village code (Rural) */
  villageCode?: string | null;
  /** ULB code (Urban) */
  ulbCode?: string | null;
};
export type ComplaintPlaceResponse = {
  /** village (Rural) or ulb (Urban) */
  kind: 'village' | 'ulb';
  /** Village or ULB name */
  name: string;
  /** Name, taluka, district */
  label: string;
  /** True when the server chose the nearest village or ULB because the citizen picked no location */
  inferred: boolean;
};
export type AuthorityRecipientResponse = {
  authorityEmail: string;
  authorityName: string;
  authorityDesignation: string;
  authorityDepartment: string;
};
export type EscalationStepResponse = {
  /** 0: the authority forwarded to; 1, 2: the appellate levels */
  level: 0 | 1 | 2;
  /** reminder (level 0) or escalation (levels 1 and 2) */
  kind: 'reminder' | 'escalation';
  /** When the step was taken, ISO 8601 */
  at: string;
  /** Emails written to, primary first */
  recipients: string[];
  /** Emails in copy (the level-0 authority for an escalation) */
  cc: string[];
  /** True when the reporter asked for it (Escalate now); false when the daily ladder took it */
  byReporter: boolean;
};
export type EscalationResponse = {
  /** Highest escalation level reached (0: none yet, or only the reminder) */
  level: 0 | 1 | 2;
  /** An admin paused the ladder for this complaint */
  paused: boolean;
  /** The admin's note when paused, else empty */
  pauseNote: string;
  /** ISO 8601: the authority acknowledged with this expected completion; the ladder waits until then. Null when none */
  heldUntil: string | null;
  /** The authority returned the complaint as not its jurisdiction; the ladder waits for the next forward */
  returned: boolean;
  /** Steps taken, oldest first */
  steps: EscalationStepResponse[];
};
export type FixResponse = {
  /** ISO 8601: when the reporter confirmed the fix of the latest resolution; null when not */
  confirmedAt: string | null;
  /** The after-photo's URL, if one was sent */
  photo: string | null;
  /** True when the after-photo's EXIF GPS (read by the server at upload) lay within 200 m of the pin */
  verified: boolean;
  /** ISO 8601: until when Confirm fix and Reopen are open (30 days after 'resolved', before a confirmation); null when they are not */
  actionsUntil: string | null;
};
export type ComplaintResponse = {
  /** Public complaint id */
  id: string;
  /** Category key */
  category: string;
  /** Category name in the reader's language (the account's language, else Accept-Language; English where the category has none); the key when the category was deleted */
  categoryName: string;
  /** The issue as stored: one of the category's English subcategories, or 'Other' (an identity, never translated) */
  subcategory: string;
  /** The issue in the reader's language: the category's label at the subcategory's position; 'Other' in words */
  subcategoryLabel: string;
  /** The citizen's text when subcategory is 'Other' */
  otherText?: string | null;
  title: string;
  description: string;
  location: string;
  landmark: string;
  urgency: 'low' | 'medium' | 'high' | 'critical';
  anonymous: boolean;
  /** The reporter opted in to show the title, description and photos publicly; always false when anonymous */
  showPublicly: boolean;
  photos: string[];
  status: 'pending' | 'in_progress' | 'resolved' | 'rejected' | 'forwarded';
  /** The status in the reader's words */
  statusLabel: string;
  /** Archived by an admin */
  archived: boolean;
  /** Filing time, ISO 8601 */
  createdAt: string;
  /** Same as createdAt (the spec names both) */
  submittedDate: string;
  /** Date of the latest update, ISO 8601 */
  lastUpdate: string;
  /** Status history, oldest first */
  updates: ComplaintUpdateResponse[];
  coordinates: ComplaintCoordinatesResponse;
  /** OpenStreetMap link at zoom 18 */
  mapUrl: string;
  geo?: ComplaintGeoResponse | null;
  /** The village or ULB of geo in words; null when geo names neither */
  place: ComplaintPlaceResponse | null;
  /** True when the pin's nearest village or ULB lies in another taluka (district, for a place chosen without a taluka) than the chosen location and the citizen confirmed both at filing (geoMismatchConfirmed: true) */
  geoMismatchConfirmed: boolean;
  /** Resolved at filing; the first is primary, the rest receive copies */
  authorityRecipients: AuthorityRecipientResponse[];
  /** ISO 8601: when the authority must have acted: the end of the forwarding day plus the category's response days, India time; null before forwarding */
  dueAt: string | null;
  /** Whole days past dueAt (India calendar days); 0 when not overdue, not forwarded, resolved, rejected or archived */
  overdueDays: number;
  escalation: EscalationResponse;
  /** How many other citizens said 'Me too' on this complaint; the reporter is not counted */
  supportCount: number;
  /** Confirm fix and reopen */
  fix: FixResponse;
  /** ISO 8601: the authority's first answer (response link or published email reply); null until then */
  answeredAt: string | null;
};
export type FollowUpAnswerRequest = {
  /** true: the problem is fixed (the fix is confirmed); false: it is not (the complaint reopens and its office is emailed) */
  fixed: boolean;
  /** How the complaint was handled, a whole number from 1 (badly) to 5 (well) */
  rating: number;
  /** An optional photo's URL from POST /api/uploads/local (the reporter's own upload, not one of the complaint's photos; else 400, or 403 UPLOAD_NOT_OWNED for another account's). With "fixed", EXIF GPS within 200 m of the pin, uploaded after the resolution, verifies the fix. */
  photo?: string | null;
};
export type StillBrokenReceiptResponse = {
  /** When the report was stored (ISO 8601) */
  reportedAt: string;
  /** Whole metres from the photo's EXIF position to the pin */
  distanceMetres: number;
};
export type StillBrokenRequest = {
  /** A photo's URL from POST /api/uploads/local, uploaded by the caller after the complaint was resolved, taken at the place: the server reads the photo's EXIF GPS at upload, and it must lie within 200 m of the complaint's pin. 200 m is the fix verification's radius: it allows for a phone's GPS error in a street (tens of metres) and a pin dropped by hand on the map, while a photo of another street is refused. Errors (400 VALIDATION_FAILED, details.fields.photo): 'Please add a photo taken at the place.', 'This photo has no location. Please take a photo at the place with location turned on.' (no EXIF position), 'This photo was taken 350 m from the complaint; it must be taken within 200 m.', 'Please upload the photo again.' (not an upload of the portal, one of the complaint's own photos, or uploaded before the resolution); 403 UPLOAD_NOT_OWNED for another account's upload. */
  photo: string;
  /** What the person adds, at most 1000 characters */
  note?: string;
};
export const {
  useListFollowedComplaintsQuery,
  useGetFollowStateQuery,
  useFollowComplaintMutation,
  useUnfollowComplaintMutation,
  useUnfollowByTokenMutation,
  useListMyFollowUpsQuery,
  useAnswerFollowUpMutation,
  useReportStillBrokenMutation,
} = injectedRtkApi;
