import mongoose from 'mongoose';
import { isDbUnavailable, isDuplicateKey } from '@/lib/db/errors';
import { DeadlineError } from '@/lib/deadline/with-deadline';

// The driver's own error classes, as mongoose carries them.
const {
  MongoNetworkError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoUnexpectedServerResponseError,
} = mongoose.mongo;

// "Unreachable" sends a form to the spool and a route to 503 with Retry-After; anything else is
// a real answer (a refused write, a bad query) and must not be hidden as an outage.
describe('which database errors mean "unreachable"', () => {
  it('counts the driver errors of a server that is down, stopping or hung', () => {
    const unreachable = [
      new MongoNetworkError('connect ECONNREFUSED 127.0.0.1:27017'),
      new MongoNetworkError('connection 4 to 127.0.0.1:27017 closed'),
      new MongoServerSelectionError('Server selection timed out after 400 ms', { servers: new Map() } as never),
      new MongoTopologyClosedError(),
      new MongoServerClosedError(),
      new MongoUnexpectedServerResponseError('Unable to get response from server'),
      Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
      new DeadlineError('database', 800, false),
    ];
    expect(unreachable.filter((error) => !isDbUnavailable(error))).toEqual([]);
  });

  it('does not count an answer the server gave, or another dependency missing its deadline', () => {
    const answered = [
      new MongoServerError({ code: 11000, errmsg: 'E11000 duplicate key error' }),
      new MongoServerError({ code: 2, errmsg: 'unknown operator: $nope' }),
      new Error('Cast to ObjectId failed for value "x"'),
      new DeadlineError('s3', 5000, false),
      null,
      'ECONNREFUSED as a plain string',
    ];
    expect(answered.filter((error) => isDbUnavailable(error))).toEqual([]);
  });

  it('knows a duplicate key refusal by its code', () => {
    expect(isDuplicateKey(new MongoServerError({ code: 11000, errmsg: 'E11000' }))).toBe(true);
    expect(isDuplicateKey(new MongoServerError({ code: 2, errmsg: 'bad' }))).toBe(false);
  });
});
