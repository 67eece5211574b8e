import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  DataSource,
  EntitySubscriberInterface,
  QueryRunner,
  RemoveEvent,
  SoftRemoveEvent,
  TransactionCommitEvent,
  UpdateEvent,
} from 'typeorm';
import { Benutzer } from '../entities/benutzer.entity';
import { Schule } from '../../schulen/entities/schule.entity';
import { SessionCache } from './session-cache';

type WriteEvent = UpdateEvent<unknown> | RemoveEvent<unknown> | SoftRemoveEvent<unknown>;

/**
 * A cached session carries its user and school, so any update or deletion of a user or a school —
 * a lock, a new code, a deletion, changed rights, a licence — makes every instance look sessions up
 * again. Updates by criteria do not tell which rows changed, hence everything is forgotten (such
 * writes are rare next to reads). Inside a transaction once more after the commit: a lookup between
 * the write and the commit could otherwise have stored the old row again.
 */
@Injectable()
export class SessionCacheSubscriber implements EntitySubscriberInterface {
  private readonly pendingCommits = new WeakSet<QueryRunner>();

  constructor(
    @InjectDataSource() dataSource: DataSource,
    @Inject(SessionCache) private readonly cache: SessionCache,
  ) {
    dataSource.subscribers.push(this);
  }

  afterUpdate(event: UpdateEvent<unknown>): Promise<void> | void {
    return this.changed(event);
  }

  afterRemove(event: RemoveEvent<unknown>): Promise<void> | void {
    return this.changed(event);
  }

  afterSoftRemove(event: SoftRemoveEvent<unknown>): Promise<void> | void {
    return this.changed(event);
  }

  afterTransactionCommit(event: TransactionCommitEvent): Promise<void> | void {
    if (!this.pendingCommits.has(event.queryRunner)) return;
    this.pendingCommits.delete(event.queryRunner);
    return this.cache.forgetAll();
  }

  private changed(event: WriteEvent): Promise<void> | void {
    const target = event.metadata.target;
    if (target !== Benutzer && target !== Schule) return;
    if (event.queryRunner.isTransactionActive) this.pendingCommits.add(event.queryRunner);
    return this.cache.forgetAll();
  }
}
