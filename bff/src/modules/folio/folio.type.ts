// The stay's account in GraphQL (docs/folio.md): Folio with its statement (FolioEntry), Charge (a
// room_charge row, with an additional or event charge's pricing), the stays a charge can be posted
// to, and the inputs of opening a folio, moving charges and posting additional and event charges.
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { folio as F } from '@hotel/schema';
import { Money } from '../../scalars.js';
import { LiveEventKind } from '../notification/notification.type.js';
import { PageOf } from '../shared/paging.args.js';

type E = { Charge: F.entities.Charge; FolioEntry: F.entities.FolioEntry };
const enumOf = <T extends string>(options: readonly T[]) =>
  Object.fromEntries(options.map((s) => [s, s])) as { [K in T]: K };

export const ChargeSource = enumOf(F.entities.chargeSource.options);
registerEnumType(ChargeSource, {
  name: 'ChargeSource',
  description:
    'ROOM_NIGHT: a night posted by the night audit; RESTAURANT: a bill charged to the room; ADDITIONAL: additional billing (minibar, laundry, transport); EVENT: a function or banquet',
});
export const FolioEntryKind = enumOf(F.entities.folioEntryKind.options);
registerEnumType(FolioEntryKind, { name: 'FolioEntryKind', description: 'A charge, a receipt or a refund' });
export const FolioReceiptStatus = enumOf(F.entities.folioReceiptStatus.options);
registerEnumType(FolioReceiptStatus, {
  name: 'FolioReceiptStatus',
  description: 'PENDING (a card not yet authorised) and REJECTED receipts do not count on the balance',
});
export const AccountChangeKind = enumOf(F.entities.accountChange.options);
registerEnumType(AccountChangeKind, {
  name: 'AccountChangeKind',
  description:
    'What changed a stay account: a charge posted, voided or moved, a folio, a receipt, a refund, a document',
});
export const FolioCurrency = enumOf(['LKR', 'USD'] as const);
registerEnumType(FolioCurrency, { name: 'FolioCurrency' });

@ObjectType({ description: 'One charge on a folio (a room_charge row)' })
export class Charge {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) folioId!: number;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => Int, { nullable: true }) reservedRoomId!: number | null;
  @Field(() => String) roomNo!: string;
  @Field(() => String, { description: 'The business date it belongs to, YYYY-MM-DD' }) businessDate!: string;
  @Field(() => ChargeSource) kind!: E['Charge']['kind'];
  @Field(() => String) description!: string;
  @Field(() => Float, { nullable: true }) quantity!: number | null;
  @Field(() => Money, { nullable: true }) unitPrice!: number | null;
  @Field(() => Money, { nullable: true }) net!: number | null;
  @Field(() => Money, { nullable: true }) tax!: number | null;
  @Field(() => Money, { description: 'With its taxes; negative on a counter-posting' }) amount!: number;
  @Field(() => String) currency!: string;
  @Field(() => Boolean, { description: 'On an issued invoice: final' }) invoiced!: boolean;
  @Field(() => Int, { nullable: true }) invoiceId!: number | null;
  @Field(() => String, { nullable: true }) eventDate!: string | null;
  @Field(() => Int, { nullable: true }) covers!: number | null;
  @Field(() => String, { nullable: true }) venue!: string | null;
  @Field(() => Int, { nullable: true, description: 'The charge this counter-posting voids' })
  voidsChargeId!: number | null;
  @Field(() => Int, { nullable: true, description: 'The counter-posting that voids this charge' })
  voidedByChargeId!: number | null;
  @Field(() => String, { description: "The folio's name: the guest, the company or the walk-in customer" })
  billedTo!: string;
  @Field(() => String, { nullable: true }) postedBy!: string | null;
  @Field(() => String) postedAt!: string;
}

@ObjectType({ description: "One line of a folio's statement with the balance after it" })
export class FolioEntry {
  @Field(() => FolioEntryKind) kind!: E['FolioEntry']['kind'];
  @Field(() => Int) id!: number;
  @Field(() => String) date!: string;
  @Field(() => String) at!: string;
  @Field(() => String, { description: "A charge's description, a receipt's or refund's number" }) description!: string;
  @Field(() => Money) amount!: number;
  @Field(() => FolioReceiptStatus, { nullable: true }) status!: E['FolioEntry']['status'];
  @Field(() => String, { nullable: true }) method!: string | null;
  @Field(() => Boolean, { description: 'Whether it moves the balance' }) counted!: boolean;
  @Field(() => Money) balance!: number;
  @Field(() => Charge, { nullable: true }) charge!: Charge | null;
}

@ObjectType({ description: "A folio: a stay's account (number 1 the guest's) or a walk-in customer's" })
export class Folio {
  @Field(() => Int) id!: number;
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => Int) number!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) vatRegistryId!: number | null;
  @Field(() => String, { nullable: true }) vatNumber!: string | null;
  @Field(() => String) currency!: string;
  @Field(() => Money) charges!: number;
  @Field(() => Money, { description: 'Authorised receipts' }) paid!: number;
  @Field(() => Money) refunded!: number;
  @Field(() => Money, { description: 'Charges − authorised receipts + refunds' }) balance!: number;
  @Field(() => [FolioEntry]) entries!: FolioEntry[];
}

@ObjectType()
export class ChargePage extends PageOf(Charge) {}

@ObjectType({ description: 'A booked room of a stay in house a charge can be posted to' })
export class PostableStay {
  @Field(() => Int) reservationId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => String) guestName!: string;
  @Field(() => Int) reservedRoomId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => String) status!: string;
  @Field(() => String) currency!: string;
  @Field(() => Boolean) vatApplicable!: boolean;
}

@InputType()
export class OpenFolioInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int) reservationId!: number;
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) vatRegistryId?: number | null;
}

@InputType()
export class MoveChargesInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { description: 'The folio the charges were seen on' }) fromFolioId!: number;
  @Field(() => Int) targetFolioId!: number;
  @Field(() => [Int]) chargeIds!: number[];
}

@InputType()
export class WalkInCustomerInput {
  @Field(() => String) name!: string;
  @Field(() => Int, { nullable: true }) vatRegistryId?: number | null;
}

@InputType({ description: 'An additional charge to a stay, an open folio or a new walk-in customer (one of them)' })
export class AdditionalChargeInput {
  @Field(() => Int) hotelId!: number;
  @Field(() => Int, { nullable: true }) reservationId?: number | null;
  @Field(() => Int, { nullable: true }) reservedRoomId?: number | null;
  @Field(() => Int, { nullable: true }) folioId?: number | null;
  @Field(() => WalkInCustomerInput, { nullable: true }) customer?: WalkInCustomerInput | null;
  @Field(() => String) description!: string;
  @Field(() => Float) quantity!: number;
  @Field(() => Money) unitPrice!: number;
  @Field(() => FolioCurrency, { nullable: true, description: "A walk-in's currency; a stay's charge is in the stay's" })
  currency?: 'LKR' | 'USD' | null;
}

@InputType({ description: 'An event charge (a function, a banquet): its date, covers and venue too' })
export class EventChargeInput extends AdditionalChargeInput {
  @Field(() => String) eventDate!: string;
  @Field(() => Int, { nullable: true }) covers?: number | null;
  @Field(() => String, { nullable: true }) venue?: string | null;
}

@ObjectType()
export class FolioPayload {
  @Field(() => String) message!: string;
  @Field(() => Folio) folio!: Folio;
}

@ObjectType()
export class FoliosPayload {
  @Field(() => String) message!: string;
  @Field(() => [Folio]) folios!: Folio[];
}

@ObjectType()
export class ChargePayload {
  @Field(() => String) message!: string;
  @Field(() => Charge) charge!: Charge;
}

@ObjectType({
  description:
    "A committed change of a stay's account (/folio/{hotelId}, designed): read the account again. RESYNC after the live connection came back: read it again too",
})
export class StayAccountEvent {
  @Field(() => LiveEventKind) kind!: LiveEventKind;
  @Field(() => Int, { nullable: true }) reservationId!: number | null;
  @Field(() => [Int], { description: 'The folios the change touched' }) folioIds!: number[];
  @Field(() => AccountChangeKind, { nullable: true }) change!: F.entities.AccountChange | null;
}
