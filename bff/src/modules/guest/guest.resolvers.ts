// Every resolver of the guest area (guests and inquiries), registered in schema.ts with one line.
import { GuestResolver } from './guest.resolver.js';
import { InquiryResolver } from './inquiry.resolver.js';

export const GUEST_RESOLVERS = [GuestResolver, InquiryResolver] as const;
