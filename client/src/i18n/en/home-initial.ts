/**
 * The home page's first screen (features/home): hero, counters, categories and highlights. In the initial bundle
 * (./initial.ts); the sections below it are ./home-below.ts. ./home.ts joins both.
 */
export const homeInitial = {
  cta: {
    admin: 'Go to Admin Dashboard',
    citizen: 'File a Complaint',
  },
  hero: {
    badge: 'A citizen-led initiative for Goa',
    title: 'Report civic problems. <accent>Get them fixed.</accent>',
    text: 'Potholes, garbage, broken street lights, stray cattle, illegal construction: file a complaint with photos and an exact location. We route it to the authority responsible for your village or town and keep you posted until it is resolved.',
    browse: 'Browse Categories',
    map: 'See the Complaints Map',
    scorecards: 'See how each authority answers complaints',
    example: {
      id: 'Complaint #GOA-2041',
      status: 'Forwarded',
      title: 'Pothole near Miramar Circle',
      place: 'Roads & Potholes · Panaji, Tiswadi',
      steps: ['Submitted with 3 photos and GPS location', 'Routed to the Corporation of the City of Panaji', 'You will be emailed on every update'],
    },
  },
  counters: {
    loading: 'Loading live counters',
    label: 'Live counters',
    complaintsTotal: 'Complaints filed',
    resolvedTotal: 'Complaints resolved',
    successRate: 'Success rate',
    activeCitizens: 'Active citizens',
  },
  categories: {
    title: 'What can you report?',
    lead: 'Pick the category that fits your problem. Each complaint reaches the department responsible for it.',
    loading: 'Loading categories',
    report: 'Report an issue <arrow>→</arrow>',
  },
  features: {
    title: 'Built to get problems fixed',
    lead: 'Everything an authority needs to act, collected in one short form.',
    items: {
      photos: { title: 'Photo evidence', text: 'Attach photos straight from your phone. Location data in the photo helps pin the exact spot.' },
      location: { title: 'Exact location', text: 'Detect your position, drop a pin or search a place. Every complaint is pinned inside Goa.' },
      authority: {
        title: 'The right authority',
        text: 'Complaints are routed by district, taluka, village or municipality and category to the office that can act.',
      },
      email: { title: 'Updates by email', text: 'You are emailed when your complaint is reviewed, forwarded to the authority, or resolved.' },
      tracking: { title: 'Track every case', text: 'My Complaints shows each complaint with its status and the full history of updates.' },
      anonymous: { title: 'Report anonymously', text: 'Prefer not to be named? Choose the anonymous option when you file.' },
    },
    howItWorks: 'How it works',
    steps: [
      { title: 'Describe the problem', text: 'Choose a category and the specific issue, add a title and photos.' },
      { title: 'Pin the location', text: 'Use your device location or drop a pin on the map of Goa.' },
      { title: 'We route it', text: 'Our team reviews it and forwards it to the responsible authority.' },
      { title: 'Follow it through', text: 'Get updates by email and in your dashboard until it is resolved.' },
    ],
  },
} as const;
