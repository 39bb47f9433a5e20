import { type AiDemoDomain, choice, count, product, text, vendor, yesNo } from './demo-ai-directory-content.js';

/** The AI evaluation directory's other five domains (see demo-ai-directory-content.ts). */
export const AI_DEMO_DOMAINS_B: AiDemoDomain[] = [
  {
    serviceType: 'Legal services',
    vendors: [
      vendor(
        'Harrow & Finch',
        'Legal',
        'Helen Harrow',
        product(
          'Harrow & Finch Employment Law',
          'Employment law advice: contracts of employment, disciplinary cases and tribunal representation.',
          'Legal services',
        ),
      ),
      vendor(
        'Marlow Legal',
        'Legal',
        'Mark Marlow',
        product(
          'Marlow Commercial Contracts',
          'Commercial contract drafting and review, supplier agreements and NDAs on a fixed fee.',
          'Legal services',
        ),
      ),
      vendor(
        'Clausewise',
        'Legal Technology',
        'Clara Wise',
        product(
          'Clausewise Contract Review',
          'Software that flags risky clauses in contracts for in-house legal teams.',
        ),
      ),
    ],
    questions: [
      text('Describe your experience with employment tribunal claims.'),
      yesNo('Do you offer fixed fees for contract drafting?'),
      count('How many qualified lawyers would work on our matters?'),
      text('How do you manage conflicts of interest?'),
      choice('Which areas of law do you cover?', ['Employment', 'Commercial contracts', 'Data protection', 'Property']),
    ],
  },
  {
    serviceType: 'Travel management',
    vendors: [
      vendor(
        'Jetwise Travel',
        'Travel',
        'Jess Wise',
        product(
          'Jetwise Corporate Travel',
          'Business travel management: flight and hotel booking, duty of care and travel policy reporting.',
          'Travel management',
        ),
      ),
      vendor(
        'Roamly',
        'Travel Technology',
        'Rory Roam',
        product(
          'Roamly Booking Platform',
          'An online booking tool for business trips with expense integration.',
          'Travel management',
        ),
      ),
      vendor(
        'Meridian Events',
        'Events',
        'Mel Meridian',
        product(
          'Meridian Meetings & Events',
          'Venue sourcing and travel for conferences, incentives and company events.',
        ),
      ),
    ],
    questions: [
      text('How do you track travellers for duty of care during a trip?'),
      yesNo('Can travel bookings be checked against our travel policy before they are made?'),
      count('What is your average response time for urgent travel changes, in minutes?'),
      text('Describe the travel spend reports you provide each month.'),
    ],
  },
  {
    serviceType: 'Recruitment',
    vendors: [
      vendor(
        'Talentbridge',
        'Recruitment',
        'Tara Bridge',
        product(
          'Talentbridge Permanent Recruitment',
          'A recruitment agency for permanent finance and IT roles, with a replacement guarantee.',
          'Recruitment',
        ),
      ),
      vendor(
        'Apex Search Partners',
        'Recruitment',
        'Adam Apex',
        product(
          'Apex Executive Search',
          'Retained executive search for board and senior leadership appointments.',
          'Recruitment',
        ),
      ),
      vendor(
        'Shiftpool',
        'Staffing',
        'Shona Pool',
        product(
          'Shiftpool Temporary Staffing',
          'Temporary staff and contractors for warehouses, events and offices at short notice.',
          'Recruitment',
        ),
      ),
    ],
    questions: [
      count('What is your average time to fill a permanent role, in days?'),
      text('Describe how you screen candidates before they are presented.'),
      yesNo('Do you offer a replacement guarantee if a hire leaves early?'),
      text('How do you source candidates for executive search assignments?'),
    ],
  },
  {
    serviceType: 'Fleet management',
    vendors: [
      vendor(
        'Roadstar Leasing',
        'Automotive',
        'Rita Star',
        product(
          'Roadstar Fleet Leasing',
          'Contract hire and leasing of company cars and vans, maintenance included.',
          'Fleet management',
        ),
      ),
      vendor(
        'Voltfleet',
        'Automotive',
        'Victor Volt',
        product(
          'Voltfleet EV Transition',
          'Electric vehicle leasing with workplace charge points and charging cards.',
          'Fleet management',
        ),
      ),
      vendor(
        'Trackline Telematics',
        'Telematics',
        'Trish Line',
        product(
          'Trackline Vehicle Tracking',
          'GPS vehicle tracking and driver behaviour telematics for fleets of any size.',
          'Fleet management',
        ),
      ),
    ],
    questions: [
      count('How many vehicles do you manage for your largest fleet client?'),
      text('Describe your electric vehicle charging offer for company fleets.'),
      yesNo('Is routine vehicle maintenance included in the lease?'),
      text('What telematics data do you report on driver behaviour?'),
    ],
  },
  {
    serviceType: 'Telecoms',
    vendors: [
      vendor(
        'Orbit Mobile',
        'Telecommunications',
        'Olga Orbit',
        product(
          'Orbit Business Mobile',
          'Business mobile phone contracts with pooled data and device management.',
          'Telecoms',
        ),
      ),
      vendor(
        'Fibreline Networks',
        'Telecommunications',
        'Finn Line',
        product(
          'Fibreline Leased Lines',
          'Dedicated fibre leased lines and business broadband with a fix time guarantee.',
          'Telecoms',
        ),
      ),
      vendor(
        'Callwave',
        'Telecommunications',
        'Cal Wave',
        product(
          'Callwave Cloud Phone System',
          'Hosted VoIP telephony and contact centre software for distributed teams.',
          'Telecoms',
        ),
      ),
    ],
    questions: [
      count('How many mobile lines do you support for your largest business client?'),
      text('Describe the fix time guarantee on your broadband and leased lines.'),
      yesNo('Does your phone system support call recording?'),
      choice('Which telecoms services can you provide?', ['Mobile', 'Broadband', 'Leased lines', 'VoIP telephony']),
    ],
  },
  {
    serviceType: 'Translation services',
    vendors: [
      vendor(
        'Lingua Bridge',
        'Language Services',
        'Lena Bridge',
        product(
          'Lingua Bridge Document Translation',
          'Certified document translation in 60 languages by native-speaking linguists.',
          'Translation services',
        ),
      ),
      vendor(
        'Polyglot Live',
        'Language Services',
        'Paolo Glot',
        product(
          'Polyglot Interpreting',
          'Face-to-face, telephone and video interpreting at short notice.',
          'Translation services',
        ),
      ),
      vendor(
        'Localizo',
        'Software',
        'Lou Calizo',
        product(
          'Localizo Website Localisation',
          'Translation and localisation of websites and apps with a terminology memory.',
        ),
      ),
    ],
    questions: [
      count('How many languages do you translate into?'),
      yesNo('Are your translations certified for legal use?'),
      text('Describe how you check the quality of a translation before delivery.'),
      text('How quickly can you book an interpreter for a meeting?'),
    ],
  },
];
