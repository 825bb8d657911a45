import type { KnownDevice } from './loginRisk';
import type { Database, Statement } from 'better-sqlite3';

export interface MemberRecord {
  id: number;
  username: string;
  passwordHash: string;
  phoneAreaCode: string | null;
  phone: string | null;
  realName: string | null;
  email: string | null;
  vipLevel: number;
  createdAt: number;
  /** YYYY-MM-DD, null until confirmed with the real name. */
  birthday: string | null;
  /** When the real name and birthday were confirmed (then fixed). */
  profileConfirmedAt: number | null;
  /** Set once (member/bindGender); null until then. */
  gender: 'male' | 'female' | null;
}

export interface NewMember {
  username: string;
  passwordHash: string;
  ip: string;
  domain: string;
  rCode: string;
  iCode: string;
  createdAt: number;
}

interface MemberRow {
  id: number;
  username: string;
  password_hash: string;
  phone_area_code: string | null;
  phone: string | null;
  real_name: string | null;
  email: string | null;
  vip_level: number;
  created_at: number;
  birthday: string | null;
  profile_confirmed_at: number | null;
  gender: 'male' | 'female' | null;
}

const MEMBER_COLUMNS =
  'id, username, password_hash, phone_area_code, phone, real_name, email, vip_level, created_at, birthday, ' +
  'profile_confirmed_at, gender';

/** Members and the devices they signed in from. Usernames are unique regardless of case. */
export class MemberStore {
  private readonly byName: Statement<[string], MemberRow>;
  private readonly byId: Statement<[number], MemberRow>;
  private readonly insert: Statement<[string, string, string, string, string, string, number]>;
  private readonly updatePhone: Statement<[string, string, number]>;
  private readonly updateRealName: Statement<[string, number]>;
  private readonly upsertDevice: Statement<[number, string, string, number, number]>;
  private readonly countDevices: Statement<[number], { count: number }>;
  private readonly devicesOf: Statement<[number], KnownDevice>;
  private readonly byPhone: Statement<[string, string], { id: number }>;
  private readonly byEmail: Statement<[string], { id: number }>;
  private readonly updatePassword: Statement<[string, number, number]>;
  private readonly updateGender: Statement<[string, number]>;
  private readonly replacePassword: Statement<[string, number, number, string]>;
  private readonly updateEmail: Statement<[string, number]>;
  private readonly updateProfile: Statement<[string, string, number, number]>;
  private readonly updatePhoneBoundAt: Statement<[number, number]>;

  constructor(db: Database) {
    this.byName = db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE username = ?`);
    this.byId = db.prepare(`SELECT ${MEMBER_COLUMNS} FROM members WHERE id = ?`);
    this.insert = db.prepare(
      `INSERT INTO members (username, password_hash, register_ip, register_domain, r_code, i_code, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    this.updatePhone = db.prepare('UPDATE members SET phone_area_code = ?, phone = ? WHERE id = ?');
    this.updateRealName = db.prepare('UPDATE members SET real_name = ? WHERE id = ?');
    this.upsertDevice = db.prepare(
      `INSERT INTO member_devices (member_id, device_id, ip, first_seen_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (member_id, device_id, ip)
       DO UPDATE SET last_seen_at = excluded.last_seen_at, login_count = login_count + 1`,
    );
    this.countDevices = db.prepare('SELECT COUNT(*) AS count FROM member_devices WHERE member_id = ?');
    this.devicesOf = db.prepare('SELECT device_id AS deviceId, ip FROM member_devices WHERE member_id = ?');
    this.byPhone = db.prepare(
      "SELECT id FROM members WHERE phone = ? AND COALESCE(phone_area_code, '+86') = ? ORDER BY id LIMIT 1",
    );
    this.byEmail = db.prepare('SELECT id FROM members WHERE email = ? COLLATE NOCASE ORDER BY id LIMIT 1');
    this.updateGender = db.prepare('UPDATE members SET gender = ? WHERE id = ? AND gender IS NULL');
    this.updatePassword = db.prepare(
      'UPDATE members SET password_hash = ?, password_changed_at = ? WHERE id = ?',
    );
    this.replacePassword = db.prepare(
      'UPDATE members SET password_hash = ?, password_changed_at = ? WHERE id = ? AND password_hash = ?',
    );
    this.updateEmail = db.prepare('UPDATE members SET email = ? WHERE id = ?');
    this.updateProfile = db.prepare(
      'UPDATE members SET real_name = ?, birthday = ?, profile_confirmed_at = ? WHERE id = ? AND profile_confirmed_at IS NULL',
    );
    this.updatePhoneBoundAt = db.prepare('UPDATE members SET phone_bound_at = ? WHERE id = ?');
  }

  findByName(username: string): MemberRecord | undefined {
    const row = this.byName.get(username);
    return row && toRecord(row);
  }

  findById(id: number): MemberRecord | undefined {
    const row = this.byId.get(id);
    return row && toRecord(row);
  }

  /** Inserts a member; throws better-sqlite3's SQLITE_CONSTRAINT_UNIQUE when the name is taken. */
  create(member: NewMember): MemberRecord {
    const { lastInsertRowid } = this.insert.run(
      member.username,
      member.passwordHash,
      member.ip,
      member.domain,
      member.rCode,
      member.iCode,
      member.createdAt,
    );
    const created = this.findById(Number(lastInsertRowid));
    if (!created) throw new Error('member vanished after insert');
    return created;
  }

  bindPhone(id: number, areaCode: string, phone: string): void {
    this.updatePhone.run(areaCode, phone, id);
  }

  bindRealName(id: number, realName: string): void {
    this.updateRealName.run(realName, id);
  }

  /** Binds a phone confirmed by a code, noting when. */
  bindConfirmedPhone(id: number, areaCode: string, phone: string, at: number): void {
    this.updatePhone.run(areaCode, phone, id);
    this.updatePhoneBoundAt.run(at, id);
  }

  bindEmail(id: number, email: string): void {
    this.updateEmail.run(email, id);
  }

  /** Sets the gender once; false when it was set already. */
  setGender(id: number, gender: 'male' | 'female'): boolean {
    return this.updateGender.run(gender, id).changes > 0;
  }

  /** Confirms real name and birthday once; false when they were confirmed already. */
  confirmProfile(id: number, realName: string, birthday: string, at: number): boolean {
    return this.updateProfile.run(realName, birthday, at, id).changes > 0;
  }

  /** The member a phone is bound to, if any. */
  findIdByPhone(areaCode: string, phone: string): number | undefined {
    return this.byPhone.get(phone, areaCode)?.id;
  }

  /** The member an e-mail is bound to, if any, regardless of case. */
  findIdByEmail(email: string): number | undefined {
    return this.byEmail.get(email)?.id;
  }

  setPasswordHash(id: number, passwordHash: string, at: number): void {
    this.updatePassword.run(passwordHash, at, id);
  }

  /**
   * Replaces the password hash only when it is still `expected` (the one a slow check just verified against);
   * false when it changed meanwhile.
   */
  replacePasswordHash(id: number, expected: string, passwordHash: string, at: number): boolean {
    return this.replacePassword.run(passwordHash, at, id, expected).changes > 0;
  }

  /** Every device and IP the member signed in from. */
  knownDevices(id: number): KnownDevice[] {
    return this.devicesOf.all(id);
  }

  /** Remembers the device (uuid header) and IP a member signed in from, for the new-device check. */
  recordDevice(id: number, deviceId: string, ip: string, at: number): void {
    this.upsertDevice.run(id, deviceId.slice(0, 200), ip, at, at);
  }

  deviceCount(id: number): number {
    return this.countDevices.get(id)?.count ?? 0;
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function toRecord(row: MemberRow): MemberRecord {
  return {
    id: row.id,
    username: row.username,
    passwordHash: row.password_hash,
    phoneAreaCode: row.phone_area_code,
    phone: row.phone,
    realName: row.real_name,
    email: row.email,
    vipLevel: row.vip_level,
    createdAt: row.created_at,
    birthday: row.birthday,
    profileConfirmedAt: row.profile_confirmed_at,
    gender: row.gender,
  };
}
