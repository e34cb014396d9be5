// The hotel's settings: payment (system) configuration, payment timeout, reservation configuration,
// mail configuration, standard times and the idle logout (core §3 "Idle timeout setting: seconds").
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { admin, reference } from '@hotel/schema';
import type { BffContext } from '../../context.js';
import { Requires } from '../../auth/guards.js';
import { appError, ErrorCode } from '../../errors.js';
import { callSettings } from './settings.access.js';
import {
  IdleTimeoutPayload,
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
    const { result } = await callSettings(ctx, admin.paymentConfigOfHotel, { params: { hotelId } });
    return toPaymentConfig(result.systemConfig);
  }

  @Mutation(() => PaymentConfigPayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async savePaymentConfig(
    @Arg('input', () => PaymentConfigInput) input: PaymentConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<PaymentConfigPayload> {
    const { result, message } = await callSettings(ctx, admin.updatePaymentConfig, { body: input });
    return { message, config: toPaymentConfig(result.systemConfig) };
  }

  @Query(() => PaymentTimeout, { description: "A hotel's booking payment timeout (960 seconds until saved)" })
  @Requires('PAYMENT_TIMEOUT:VIEW')
  async paymentTimeout(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<PaymentTimeout> {
    const { result } = await callSettings(ctx, admin.paymentTimeoutOfHotel, { params: { hotelId } });
    return result.paymentTimeout;
  }

  @Mutation(() => PaymentTimeoutPayload)
  @Requires('PAYMENT_TIMEOUT:EDIT')
  async savePaymentTimeout(
    @Arg('input', () => PaymentTimeoutInput) input: PaymentTimeoutInput,
    @Ctx() ctx: BffContext,
  ): Promise<PaymentTimeoutPayload> {
    const { result, message } = await callSettings(ctx, admin.updatePaymentTimeout, { body: input });
    return { message, timeout: result.paymentTimeout };
  }

  @Query(() => ReservationConfig, { description: "A hotel's reservation configuration (defaults until saved)" })
  @Requires('SYSTEM_CONFIG:VIEW')
  async reservationConfig(
    @Arg('hotelId', () => Int) hotelId: number,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationConfig> {
    const { result } = await callSettings(ctx, admin.reservationConfigOfHotel, { params: { hotelId } });
    return result.reservationConfig;
  }

  @Mutation(() => ReservationConfigPayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveReservationConfig(
    @Arg('input', () => ReservationConfigInput) input: ReservationConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<ReservationConfigPayload> {
    const { result, message } = await callSettings(ctx, admin.updateReservationConfig, { body: input });
    return { message, config: result.reservationConfig };
  }

  @Query(() => MailConfig, { description: "A hotel's mail sender configuration (defaults until saved)" })
  @Requires('MAIL_CONFIG:VIEW')
  async mailConfig(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<MailConfig> {
    const { result } = await callSettings(ctx, admin.mailConfigOfHotel, { params: { hotelId } });
    return result.mailConfig;
  }

  @Mutation(() => MailConfigPayload)
  @Requires('MAIL_CONFIG:EDIT')
  async saveMailConfig(
    @Arg('input', () => MailConfigInput) input: MailConfigInput,
    @Ctx() ctx: BffContext,
  ): Promise<MailConfigPayload> {
    const { result, message } = await callSettings(ctx, admin.updateMailConfig, { body: input });
    return { message, config: result.mailConfig };
  }

  @Query(() => StandardTime, { description: "A hotel's standard check-in and check-out times (0: the default)" })
  @Requires('SYSTEM_CONFIG:VIEW')
  async standardTime(@Arg('hotelId', () => Int) hotelId: number, @Ctx() ctx: BffContext): Promise<StandardTime> {
    const { result } = await callSettings(ctx, admin.standardTimes, { query: { hotelId } });
    return toStandardTime(hotelId, result.standardTimeConfig);
  }

  @Mutation(() => StandardTimePayload)
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveStandardTime(
    @Arg('input', () => StandardTimeInput) input: StandardTimeInput,
    @Ctx() ctx: BffContext,
  ): Promise<StandardTimePayload> {
    const { result, message } = await callSettings(ctx, admin.updateStandardTime, { body: input });
    return { message, standardTime: toStandardTime(input.hotelId, result.standardTimeConfig) };
  }

  @Mutation(() => IdleTimeoutPayload, {
    description: 'Sets the idle logout (seconds, 60 to 86400); apps read it when they start',
  })
  @Requires('SYSTEM_CONFIG:EDIT')
  async saveIdleTimeout(
    @Arg('seconds', () => Int) seconds: number,
    @Ctx() ctx: BffContext,
  ): Promise<IdleTimeoutPayload> {
    const current = await callSettings(ctx, reference.idleTimes, {});
    const setting = current.result.IdleTimeOut[0];
    if (!setting) throw appError(ErrorCode.NOT_FOUND, 'Idle time setting not found');
    const { result, message } = await callSettings(ctx, reference.updateIdleTime, {
      body: { id: setting.id, seconds },
    });
    return { message, seconds: result.IdleTimeOut[0]?.seconds ?? seconds };
  }
}
