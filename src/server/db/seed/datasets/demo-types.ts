import type {
  ApplicationStatus,
  CommunityNiche,
  CommunityRole,
  CompanyIndustry,
  CompanyRole,
  ContractType,
  DegreeLevel,
  EmploymentType,
  EventVisibility,
  LanguageLevel,
  MentorFormat,
  MentoringSessionMode,
  NewsType,
  ProjectType,
  ReactionKind,
  RsvpStatus,
  WorkModel,
} from '../../../../domain/enums.js';
import type { PrivacySettings } from '../../../../domain/rules/privacy.js';
import type { Weekday } from '../clock.js';

// Shapes of the demo content. Rows refer to each other by these keys rather than by ids, so a
// typo in a dataset is a compile error instead of a broken foreign key at start-up.

export type MemberKey =
  | 'camila'
  | 'ana-lucia'
  | 'joana'
  | 'luiza'
  | 'fernanda'
  | 'beatriz'
  | 'patricia'
  | 'aline'
  | 'tais'
  | 'renata'
  | 'juliana'
  | 'marcia'
  | 'isabela'
  | 'leticia'
  | 'gabriela'
  | 'simone'
  | 'raquel'
  | 'vitoria'
  | 'cristina'
  | 'debora';

export type CommunityKey =
  | 'tecnologia'
  | 'maes-empreendedoras'
  | 'lideranca'
  | 'saude'
  | 'cultura'
  | 'financas'
  | 'recomeco'
  | 'impacto';

export type CompanyKey =
  | 'nuvem-aberta'
  | 'banco-raiz'
  | 'vida-plena'
  | 'aprender-mais'
  | 'varejo-brasil'
  | 'equidade';

/** 'YYYY-MM-01': the product stores month precision as the first day of the month. */
export type MonthDate =
  `${number}-${'01' | '02' | '03' | '04' | '05' | '06' | '07' | '08' | '09' | '10' | '11' | '12'}-01`;
/** 'YYYY-MM-DD' */
export type IsoDate = `${number}-${number}-${number}`;

export type DemoMember = {
  fullName: string;
  email: string;
  /** Platform administrator: publishes news and grants the diversity seal. */
  platformAdmin?: boolean;
  professionalTitle: string;
  bio: string;
  city: string;
  uf: string;
  birthDate?: IsoDate;
  phone?: string;
  /** Her privacy choices where they differ from the defaults (issue 19). */
  privacy?: Partial<PrivacySettings>;
  experienceYears: number;
  isLookingForJob: boolean;
  softSkills: readonly string[];
  hardSkills: readonly string[];
  children?: readonly { nome: string; birthDate: IsoDate }[];
  /** Language names as seeded in the reference `idiomas` table. */
  languages: readonly { name: string; level: LanguageLevel }[];
  linkedinUrl?: string;
  websiteUrl?: string;
  lattesUrl?: string;
  /** How long ago she signed up. */
  joinedDaysAgo: number;
};

export type DemoExperience = {
  company: string;
  role: string;
  description?: string;
  start: MonthDate;
  /** Absent: her current job. */
  end?: MonthDate;
  salary?: number;
  contractType: ContractType;
  workModel: WorkModel;
  city: string;
  uf: string;
};

export type DemoEducation = {
  institution: string;
  degreeLevel: DegreeLevel;
  field: string;
  start: MonthDate;
  /** Absent: still studying. */
  end?: MonthDate;
  description?: string;
};

export type DemoProject =
  | {
      type: Extract<ProjectType, 'project' | 'volunteering'>;
      title: string;
      description?: string;
      start: MonthDate;
      end?: MonthDate;
      link?: string;
    }
  | {
      type: Extract<ProjectType, 'article' | 'award'>;
      title: string;
      description?: string;
      date: IsoDate;
      link?: string;
    };

export type DemoJobPreference = {
  name?: string;
  minSalary?: number;
  maxSalary?: number;
  workModels: readonly WorkModel[];
  contractTypes: readonly ContractType[];
  locations: readonly { uf: string | null; city: string | null }[];
  /** Role names as seeded in the reference `job_roles` table. */
  roles: readonly string[];
};

export type DemoCareer = {
  experiences: readonly DemoExperience[];
  education: readonly DemoEducation[];
  projects?: readonly DemoProject[];
  jobPreference?: DemoJobPreference;
};

export type DemoCommunity = {
  name: string;
  description: string;
  niche: CommunityNiche;
  isPrivate?: boolean;
  requiresApproval?: boolean;
  /** Monthly fee in BRL; only for communities that charge one. */
  paymentAmount?: string;
  rules: string;
  welcomeMessage: string;
  location?: string;
  creator: MemberKey;
  createdDaysAgo: number;
  /** Everyone but the creator, who always joins as an approved admin. */
  members: readonly { member: MemberKey; role?: CommunityRole; pending?: boolean }[];
  followers: readonly MemberKey[];
};

export type DemoCompany = {
  name: string;
  description: string;
  industry: CompanyIndustry;
  city: string;
  uf: string;
  size: string;
  foundedYear: number;
  website: string;
  creator: MemberKey;
  createdDaysAgo: number;
  /** Besides the creator, who is always an admin. */
  staff: readonly { member: MemberKey; role: CompanyRole }[];
  followers: readonly MemberKey[];
  /** Holds the diversity seal, granted this many days ago. */
  sealGrantedDaysAgo?: number;
};

export type DemoVacancy = {
  company: CompanyKey;
  createdBy: MemberKey;
  title: string;
  description: string;
  requirements: string;
  benefits: string;
  /** null for fully remote positions. */
  city: string | null;
  uf: string | null;
  salaryRange?: string;
  employmentType: EmploymentType;
  workModel: WorkModel;
  /** Its role in the job taxonomy (a role name of job-taxonomy.ts); absent: matched by title. */
  role?: string;
  /** An https address on another platform; absent means applications come through us. */
  externalPlatform?: string;
  inactive?: boolean;
  postedDaysAgo: number;
  applications?: readonly {
    member: MemberKey;
    status: ApplicationStatus;
    message?: string;
    daysAfterPosting: number;
  }[];
};

/** Who the post speaks for; the writer is always `writer`. */
export type DemoPostAuthor = { as: 'self' } | { as: 'community' } | { as: 'company'; company: CompanyKey };

/** The posts the demo conversation answers (demo-conversation.ts), each named on one post. */
export type DemoPostKey =
  | 'luiza-checklist'
  | 'debora-recomeco'
  | 'simone-encomenda'
  | 'saude-boas-vindas'
  | 'renata-airflow'
  | 'vitoria-estagio'
  | 'camila-feedback'
  | 'ana-lucia-estatistica';

export type DemoPost = {
  /** Named when the demo conversation refers to it. */
  key?: DemoPostKey;
  writer: MemberKey;
  author: DemoPostAuthor;
  /** Posted inside this community's feed (required when speaking as the community). */
  community?: CommunityKey;
  content: string;
  hoursAgo: number;
  /** Edited this many hours after posting. */
  editedAfterHours?: number;
  /** 'connections': only her connections read it (a post of her own outside communities). */
  audience?: 'connections';
};

/** Comment text; a `{ mention }` part is stored as her mention token, `@[<member id>]`. */
export type DemoText = string | readonly (string | { mention: MemberKey })[];

/** Times are hours before seeding, after the post's (and a reply's after its comment's). */
export type DemoReply = { writer: MemberKey; content: DemoText; hoursAgo: number };

/** A comment on the post, with its replies (one level: a reply has none). */
export type DemoComment = DemoReply & { replies?: readonly DemoReply[] };

export type DemoConversation = {
  /** One per member. */
  reactions: readonly { member: MemberKey; kind: ReactionKind; hoursAgo: number }[];
  comments: readonly DemoComment[];
};

type DemoNewsCommon = { slug: string; title: string; excerpt: string; daysAgo: number };

/** Articles are ours (safe HTML); news link to an external story. */
export type DemoNews =
  | (DemoNewsCommon & { type: Extract<NewsType, 'article'>; authorName: string; content: string })
  | (DemoNewsCommon & { type: Extract<NewsType, 'news'>; source: string; newsUrl: `https://${string}` });

/** A moment in Brasília time: the first `weekday` at least `afterDays` days from seeding. */
export type DemoWallClock = { afterDays: number; weekday: Weekday; hour: number; minute?: number };

export type DemoEventOrganiser =
  | { kind: 'community'; community: CommunityKey }
  | { kind: 'company'; company: CompanyKey }
  | { kind: 'platform' };

export type DemoEvent = {
  organiser: DemoEventOrganiser;
  /** Who created it: one who organises for the organiser (a platform administrator for ours). */
  createdBy: MemberKey;
  title: string;
  description: string;
  where:
    | { mode: 'online'; url: `https://${string}` }
    | { mode: 'in_person'; address: string; city: string; uf: string };
  starts: DemoWallClock;
  minutes: number;
  /** Seats; absent: unlimited. */
  capacity?: number;
  visibility: EventVisibility;
  /** Created this many days before seeding (and before it starts). */
  announcedDaysAgo: number;
  /** In the order they answered: everyone going before the waitlist, which is in its line's order. */
  rsvps: readonly { member: MemberKey; status: RsvpStatus }[];
};

export type DemoMentor = {
  /** Categories of the job taxonomy, by name (datasets/job-taxonomy.ts). */
  areas: readonly string[];
  skills: readonly string[];
  pitch: string;
  /** Names from her own profile's languages. */
  languages: readonly string[];
  /** Where she meets in person is her own UF. */
  format: MentorFormat;
  monthlyCapacity: number;
  paused?: boolean;
  /** Became a mentora this many days before seeding. */
  sinceDaysAgo: number;
};

export type DemoMentoringSession = {
  starts: DemoWallClock;
  minutes: number;
  mode: MentoringSessionMode;
  /** The link (online) or the place (in person). */
  where: string;
  createdBy: MemberKey;
  /** Scheduled this many hours before seeding, once the mentoring was accepted. */
  scheduledHoursAgo: number;
};

type DemoMentoringCommon = {
  mentee: MemberKey;
  mentor: MemberKey;
  goal: string;
  /** Asked this many hours before seeding. */
  askedHoursAgo: number;
};

export type DemoMentoring =
  | (DemoMentoringCommon & { status: 'pending' })
  | (DemoMentoringCommon & {
      status: 'accepted';
      /** Accepted this many hours before seeding, after she asked. */
      acceptedHoursAgo: number;
      response?: string;
      /** The pair's conversation in /chat, opened by the acceptance; its messages come after it. */
      chat: Pick<DemoChat, 'readBy' | 'messages'>;
      sessions: readonly DemoMentoringSession[];
    });

export type DemoChatMessage = { from: MemberKey; text: string; minutesAgo: number };
export type DemoChat = {
  /** A group's name; none for two people. */
  title?: string;
  members: readonly MemberKey[];
  /** Members for whom it is a request (a first message from someone not their connection). */
  requestFor?: readonly MemberKey[];
  /** Members who have read everything; the others have read nothing. */
  readBy: readonly MemberKey[];
  messages: readonly DemoChatMessage[];
};
