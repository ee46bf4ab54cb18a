import mongoose, { Schema, type Model, type Types } from 'mongoose';
import {
  EVENT_MODES,
  EVENT_REGISTRATIONS,
  EVENT_TYPES,
  type Bilingual,
  type EventMode,
  type EventRegistration,
  type EventType,
} from '@/lib/constants/site-content';

/** An event's words in one language. */
export type EventText = { title: string; description: string; location: string };

/** A stored event: shown on /events, its own page, the home page and in the JSON-LD. */
export type SiteEventDoc = {
  _id: Types.ObjectId;
  slug: string;
  type: EventType;
  /** Instants (UTC in the database); `timeZone` (IANA) says how to show and export them. */
  start: Date;
  end: Date;
  timeZone: string;
  mode: EventMode;
  registration: EventRegistration;
  registrationUrl: string;
  /** An upload name or null, and its text alternative in each language. */
  image: string | null;
  imageAlt: Bilingual<string>;
  /** Expected or counted attendance, when the team gives one. */
  attendees: number | null;
  text: Bilingual<EventText>;
  /** 1 on creation, one more on every save (history and stale-save checks build on it). */
  revision: number;
  /** Languages whose words may be behind the other's (changed after them): the admin flags them. */
  outdatedLanguages: string[];
  updatedBy: string;
  createdAt: Date;
  updatedAt: Date;
};

const words = { title: String, description: String, location: String };

const schema = new Schema<SiteEventDoc>(
  {
    slug: { type: String, required: true, unique: true },
    type: { type: String, required: true, enum: EVENT_TYPES },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    timeZone: { type: String, required: true },
    mode: { type: String, required: true, enum: EVENT_MODES },
    registration: { type: String, required: true, enum: EVENT_REGISTRATIONS, default: 'none' },
    registrationUrl: { type: String, default: '' },
    image: { type: String, default: null },
    imageAlt: { en: { type: String, default: '' }, ar: { type: String, default: '' } },
    attendees: { type: Number, default: null },
    text: { en: words, ar: words },
    revision: { type: Number, required: true, default: 1 },
    outdatedLanguages: { type: [String], default: [] },
    updatedBy: { type: String, default: '' },
  },
  { timestamps: true, versionKey: false, collection: 'events' },
);

export const SiteEventModel: Model<SiteEventDoc> =
  (mongoose.models.SiteEvent as Model<SiteEventDoc>) ?? mongoose.model<SiteEventDoc>('SiteEvent', schema);
