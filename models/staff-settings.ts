import mongoose, { Schema, type Model } from 'mongoose';

/** The staff's one settings document (`_id: 'staff'`), changed by owners. */
interface StaffSettings {
  _id: string;
  /** Everyone must sign in with a second factor; who has none is asked to set it up first. */
  requireTwoFactor: boolean;
}

const schema = new Schema<StaffSettings>(
  { _id: { type: String, required: true }, requireTwoFactor: { type: Boolean, default: false } },
  { versionKey: false, collection: 'staff_settings' },
);

export const StaffSettingsModel: Model<StaffSettings> =
  (mongoose.models.StaffSettings as Model<StaffSettings>) ?? mongoose.model<StaffSettings>('StaffSettings', schema);
