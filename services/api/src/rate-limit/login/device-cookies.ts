import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import {
  DEVICE_COOKIE,
  DEVICE_LIFETIME_MS,
  type Device,
  newDeviceId,
  ownerTag,
  signDevice,
  verifyDevice,
} from './device-cookie';
import { deviceKey } from './device-key';

/** Reads and sets the device cookie (device-cookie.ts) with this installation's key. */
@Injectable()
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {
    this.key = deviceKey(config.loginDeviceSecret, config.dataDir);
  }

  /** The browser's device, if it sent a valid device cookie. */
  read(request: FastifyRequest): Device | null {
    return verifyDevice(this.key, request.cookies[DEVICE_COOKIE], Date.now());
  }

  /** The user's tag as device cookies carry it (no user id in the limiter's keys either). */
  ownerOf(benutzerId: number): string {
    return ownerTag(this.key, benutzerId);
  }

  /** After a successful login: the device (kept, or new) now belongs to `benutzerId`, for DEVICE_LIFETIME_MS. */
  remember(request: FastifyRequest, reply: FastifyReply, known: Device | null, benutzerId: number): void {
    const device = { id: known?.id ?? newDeviceId(), owner: this.ownerOf(benutzerId) };
    void reply.setCookie(DEVICE_COOKIE, signDevice(this.key, device, Date.now() + DEVICE_LIFETIME_MS), {
      path: '/api/benutzer',
      sameSite: 'strict',
      secure: this.config.cookieSecure || request.protocol === 'https',
      httpOnly: true,
      maxAge: DEVICE_LIFETIME_MS / 1000,
    });
  }
}
