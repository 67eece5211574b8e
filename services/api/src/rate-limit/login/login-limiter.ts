import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { API_CONFIG, type ApiConfig, type LoginRateConfig } from '../../config/api-config';
import { clientAddress } from '../client-address';
import { createCounter } from '../counters';
import { RATE_LIMIT_REDIS } from '../rate-limit-redis';
import { TooManyAttempts, wait } from '../too-many';
import type { Device } from './device-cookie';
import { DeviceCookies } from './device-cookies';

/** Distinct users that earn an address room: more earn nothing (the guessing bound in the README). */
export const EARNING_USERS_MAX = 1000;

/** How often a waiting attempt looks for room again. */
const POLL_MS = 200;

/** Attempts per counted key that may wait for room in this process; more get 429 at once. */
export const MAX_WAITING = 50;

/** A login attempt that holds one failure of room on each of its keys until it is settled. */
export interface LoginTicket {
  device: Device | null;
  address: string;
  keys: [string, ...string[]];
}

interface Room {
  window: number;
  day: number;
}

interface Reserved {
  ok: boolean;
  /** Past the day's room: waiting cannot help. */
  dayFull: boolean;
  retryAfterMs: number;
}

/**
 * Issue 22 §2 (OWASP device cookies; README 'Safe under attack'): counts failed logins and decides
 * before a code is checked whether it may be. A browser with a device cookie counts on its own keys,
 * the device and the user it belongs to, and never on its address; any other browser counts on its
 * address, whose room grows with the distinct users who logged in from it within the day. Every
 * attempt first reserves one failure on each key (so attempts at the same moment, on any instance,
 * cannot outrun the count); a correct code gives it back, so correct codes never count.
 */
@Injectable()
export class LoginLimiter {
  private readonly window: RateLimiterAbstract;
  private readonly day: RateLimiterAbstract;
  /** (address, user) pairs seen within the day; a pair's first login adds a user to `users`. */
  private readonly seen: RateLimiterAbstract;
  private readonly users: RateLimiterAbstract;
  private readonly all: RateLimiterAbstract;
  private readonly waiting = new Map<string, number>();
  private readonly limits: LoginRateConfig;

  constructor(
    @Inject(RATE_LIMIT_REDIS) redis: Redis | null,
    @Inject(API_CONFIG) config: ApiConfig,
    private readonly devices: DeviceCookies,
  ) {
    const limits = config.loginRateLimit;
    const prefix = `${config.redisKeyPrefix}anmeldung:`;
    this.window = createCounter(redis, `${prefix}fenster`, limits.windowMs);
    this.day = createCounter(redis, `${prefix}tag`, limits.dayMs);
    this.seen = createCounter(redis, `${prefix}gesehen`, limits.dayMs);
    this.users = createCounter(redis, `${prefix}nutzer`, limits.dayMs);
    this.all = createCounter(redis, `${prefix}alle`, limits.windowMs);
    this.limits = limits;
  }

  /**
   * A ticket to check the code, or TooManyAttempts: past the day's room at once; past the window's
   * room after waiting up to maxWaitMs for room (slowed rather than refused).
   */
  async begin(request: FastifyRequest): Promise<LoginTicket> {
    const device = this.devices.read(request);
    const address = clientAddress(request);
    const ticket: LoginTicket = {
      device,
      address,
      keys: device ? [`geraet:${device.id}`, `besitzer:${device.owner}`] : [address],
    };
    let reserved = await this.reserve(ticket);
    if (reserved.ok) return ticket;
    const line = ticket.keys[0];
    const waiting = this.waiting.get(line) ?? 0;
    if (reserved.dayFull || this.limits.maxWaitMs === 0 || waiting >= MAX_WAITING) {
      throw new TooManyAttempts(reserved.retryAfterMs);
    }
    this.waiting.set(line, waiting + 1);
    try {
      const until = Date.now() + this.limits.maxWaitMs;
      while (Date.now() + POLL_MS <= until) {
        await wait(POLL_MS);
        if (!(await this.mayHaveRoom(ticket))) continue;
        reserved = await this.reserve(ticket);
        if (reserved.ok) return ticket;
        if (reserved.dayFull) break;
      }
      throw new TooManyAttempts(reserved.retryAfterMs);
    } finally {
      const left = (this.waiting.get(line) ?? 1) - 1;
      if (left > 0) this.waiting.set(line, left);
      else this.waiting.delete(line);
    }
  }

  /** A correct code: the reservation goes back, the address earns room, the browser is a known device. */
  async succeeded(
    ticket: LoginTicket,
    request: FastifyRequest,
    reply: FastifyReply,
    benutzerId: number,
  ): Promise<void> {
    this.devices.remember(request, reply, ticket.device, benutzerId);
    await this.giveBack(ticket);
    const first = await this.seen.consume(`${ticket.address}|${this.devices.ownerOf(benutzerId)}`);
    if (first.consumedPoints === 1) await this.users.consume(ticket.address);
  }

  /** A wrong code: the reservation stays counted. True when all clients together are past the global limit. */
  async failed(): Promise<boolean> {
    return (await this.all.consume('alle')).consumedPoints > this.limits.global;
  }

  /** No answer about the code (a server error): nothing counts. */
  async giveBack(ticket: LoginTicket): Promise<void> {
    await Promise.all(ticket.keys.flatMap((key) => [this.window.reward(key), this.day.reward(key)]));
  }

  /** The room of the ticket's keys: a device's own; an address's grows with the users it has seen. */
  private async room(ticket: LoginTicket): Promise<Room> {
    const { perClient, perDay, earnedPerUser, earnedPerUserDay } = this.limits;
    if (ticket.device) return { window: perClient, day: perDay };
    const seen = Math.min((await this.users.get(ticket.address))?.consumedPoints ?? 0, EARNING_USERS_MAX);
    return { window: perClient + earnedPerUser * seen, day: perDay + earnedPerUserDay * seen };
  }

  private async reserve(ticket: LoginTicket): Promise<Reserved> {
    const [room, counts] = await Promise.all([
      this.room(ticket),
      Promise.all(ticket.keys.map((key) => Promise.all([this.window.consume(key), this.day.consume(key)]))),
    ]);
    const overDay = counts.map(([, day]) => day).filter((day) => day.consumedPoints > room.day);
    const overWindow = counts
      .map(([window]) => window)
      .filter((window) => window.consumedPoints > room.window);
    if (overDay.length === 0 && overWindow.length === 0) return { ok: true, dayFull: false, retryAfterMs: 0 };
    await this.giveBack(ticket);
    const longest = (results: RateLimiterRes[]) => Math.max(...results.map((result) => result.msBeforeNext));
    return overDay.length > 0
      ? { ok: false, dayFull: true, retryAfterMs: longest(overDay) }
      : { ok: false, dayFull: false, retryAfterMs: longest(overWindow) };
  }

  /** Cheap look (no reservation) whether every key of the ticket has room in the window now. */
  private async mayHaveRoom(ticket: LoginTicket): Promise<boolean> {
    const [room, counts] = await Promise.all([
      this.room(ticket),
      Promise.all(ticket.keys.map((key) => this.window.get(key))),
    ]);
    return counts.every((count) => (count?.consumedPoints ?? 0) < room.window);
  }
}
