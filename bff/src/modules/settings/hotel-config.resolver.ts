// The hotel's settings: payment (system) configuration, payment timeout, reservation configuration,
// mail configuration, standard times and the idle logout per group (core §3 "Idle timeout setting:
// seconds"; the top level's default for every group without its own).
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { reference, settings } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { ErrorCode, refusalError } from '../../errors.js';
import {
  IdleTimeoutPayload,
  IdleTimeoutSetting,
  toIdleTimeoutSetting,
  MailConfig,
  MailConfigInput,
  MailConfigPayload,
  PaymentConfig,
  PaymentConfigInput,
  PaymentConfigPayload,
  PaymentTimeout,
  PaymentTimeoutInput,
  PaymentTimeoutPayload,
  ReservationConfig,
  ReservationConfigInput,
  ReservationConfigPayload,
  StandardTime,
  StandardTimeInput,
  StandardTimePayload,
  toPaymentConfig,
  toStandardTime,
} from './hotel-config.type.js';

@Resolver()
export class HotelConfigResolver {
  @Query(() => PaymentConfig, { description: "A hotel's payment (system) configuration (defaults until saved)" })
  @Requires('SYSTEM_CONFIG:VIEW')
  async paymentConfig(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<PaymentConfig> {
    const { result } = await ctx.upstream.call(settings.paymentConfigOfHotel, { params: { hotelId } });
    return toPaymentConfig(result.systemConfig);
  }

  @Mutation(() => PaymentConfigPayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async savePaymentConfig(
    @Arg('input', () => PaymentConfigInput) input: PaymentConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<PaymentConfigPayload> {
    const { result, message } = await ctx.upstream.call(settings.updatePaymentConfig, { body: input });
    return { message, config: toPaymentConfig(result.systemConfig) };
  }

  @Query(() => PaymentTimeout, { description: "A hotel's booking payment timeout (960 seconds until saved)" })
  @Requires('PAYMENT_TIMEOUT:VIEW')
  async paymentTimeout(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<PaymentTimeout> {
    const { result } = await ctx.upstream.call(settings.paymentTimeoutOfHotel, { params: { hotelId } });
    return result.paymentTimeout;
  }

  @Mutation(() => PaymentTimeoutPayload)
  @Requires('PAYMENT_TIMEOUT:EDIT')
  async savePaymentTimeout(
    @Arg('input', () => PaymentTimeoutInput) input: PaymentTimeoutInput,
    @Ctx() ctx: BffContext,
  ): Promise<PaymentTimeoutPayload> {
    const { result, message } = await ctx.upstream.call(settings.updatePaymentTimeout, { body: input });
    return { message, timeout: result.paymentTimeout };
  }

  @Query(() => ReservationConfig, { description: "A hotel's reservation configuration (defaults until saved)" })
  @Requires('SYSTEM_CONFIG:VIEW')
  async reservationConfig(
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationConfig> {
    const { result } = await ctx.upstream.call(settings.reservationConfigOfHotel, { params: { hotelId } });
    return result.reservationConfig;
  }

  @Mutation(() => ReservationConfigPayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveReservationConfig(
    @Arg('input', () => ReservationConfigInput) input: ReservationConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationConfigPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateReservationConfig, { body: input });
    return { message, config: result.reservationConfig };
  }

  @Query(() => MailConfig, { description: "A hotel's mail sender configuration (defaults until saved)" })
  @Requires('MAIL_CONFIG:VIEW')
  async mailConfig(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<MailConfig> {
    const { result } = await ctx.upstream.call(settings.mailConfigOfHotel, { params: { hotelId } });
    return result.mailConfig;
  }

  @Mutation(() => MailConfigPayload)
  @Requires('MAIL_CONFIG:EDIT')
  async saveMailConfig(
    @Arg('input', () => MailConfigInput) input: MailConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<MailConfigPayload> {
    const { result, message } = await ctx.upstream.call(settings.updateMailConfig, { body: input });
    return { message, config: result.mailConfig };
  }

  @Query(() => StandardTime, { description: "A hotel's standard check-in and check-out times (0: the default)" })
  @Requires('SYSTEM_CONFIG:VIEW')
  async standardTime(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<StandardTime> {
    const { result } = await ctx.upstream.call(settings.standardTimes, { query: { hotelId } });
    return toStandardTime(hotelId, result.standardTimeConfig);
  }

  @Mutation(() => StandardTimePayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveStandardTime(
    @Arg('input', () => StandardTimeInput) input: StandardTimeInput,
    @Ctx() ctx: BffContext,
  ): Promise<StandardTimePayload> {
    const { result, message } = await ctx.upstream.call(settings.updateStandardTime, { body: input });
    return { message, standardTime: toStandardTime(input.hotelId, result.standardTimeConfig) };
  }

  @Query(() => IdleTimeoutSetting, {
    description:
      "A group's idle logout (its own, or the default it uses); groupId null: the default of every group (ADMIN)",
  })
  @Requires('SYSTEM_CONFIG:VIEW')
  async idleTimeoutSetting(
    @Arg('groupId', () => Int, { nullable: true }) group: number | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<IdleTimeoutSetting> {
    const groupId = group ?? null;
    if (groupId === null && (await ctx.session()).viewer.userLevel !== 'ADMIN') {
      throw refusalError(ErrorCode.FORBIDDEN, 'SYSTEM_ADMINISTRATORS_ONLY');
    }
    // An ADMIN works in no group: their own setting is the default.
    const { result } = await ctx.upstream.call(reference.idleTimes, { query: groupId === null ? {} : { groupId } });
    return orMissing(toIdleTimeoutSetting(groupId, result.IdleTimeOut));
  }

  @Mutation(() => IdleTimeoutPayload, {
    description:
      "Sets a group's idle logout (seconds, 60 to 86400; on the whole group), or with groupId null the default of every group without its own (ADMIN). Apps read it when they start; the server ends a session idle for longer",
  })
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveIdleTimeout(
    @Arg('seconds', () => Int) seconds: number,
    @Arg('groupId', () => Int, { nullable: true }) group: number | null | undefined,
    @Ctx() ctx: BffContext,
  ): Promise<IdleTimeoutPayload> {
    const groupId = group ?? null;
    const { result, message } = await ctx.upstream.call(reference.updateIdleTime, { body: { groupId, seconds } });
    return { message, setting: orMissing(toIdleTimeoutSetting(groupId, result.IdleTimeOut)) };
  }

  @Mutation(() => IdleTimeoutPayload, { description: "Drops a group's own idle logout: it uses the default again" })
  @Requires('SYSTEM_CONFIG:EDIT')
  async useDefaultIdleTimeout(
    @Arg('groupId', () => Int) groupId: number,
    @Ctx() ctx: BffContext,
  ): Promise<IdleTimeoutPayload> {
    const { result, message } = await ctx.upstream.call(reference.deleteGroupIdleTime, { params: { groupId } });
    return { message, setting: orMissing(toIdleTimeoutSetting(groupId, result.IdleTimeOut)) };
  }
}

function orMissing(setting: IdleTimeoutSetting | null): IdleTimeoutSetting {
  if (!setting) throw refusalError(ErrorCode.NOT_FOUND, 'NOT_FOUND', { what: 'Idle time setting' });
  return setting;
}
