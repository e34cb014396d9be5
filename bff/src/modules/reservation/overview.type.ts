// The front desk's overviews (core-platform §2 /overview, /rooms-status-overview): the rooms × days
// calendar as each room's stay spans (the web paints cells with the domain's calendarCell), and each
// room's status today.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { overview } from '@hotel/schema';
import { ReservationStatus, ReservedRoomStatus } from './reservation.type.js';

type Status = overview.CalendarSpan['status'];
type RoomStatusName = overview.CalendarSpan['roomStatus'];

export enum RoomOccupancy {
  VACANT = 'VACANT',
  OCCUPIED = 'OCCUPIED',
}
registerEnumType(RoomOccupancy, {
  name: 'RoomOccupancy',
  description: 'OCCUPIED while a checked-in guest is in the room',
});

@ObjectType({ description: 'A room as the overviews list it, in room-number order' })
export class OverviewRoom {
  @Field(() => Int) roomId!: number;
  @Field(() => String) roomNo!: string;
  @Field(() => Int, { nullable: true }) floor!: number | null;
  @Field(() => Int) roomTypeId!: number;
  @Field(() => String) roomTypeName!: string;
  @Field(() => String, { nullable: true, description: 'Out of order from this night (YYYY-MM-DD)' })
  outOfOrderFrom!: string | null;
  @Field(() => String, { nullable: true, description: 'Out of order up to and including this night' })
  outOfOrderTo!: string | null;
}

@ObjectType({ description: "One booked room's nights in one room, from checkInDate up to the morning of checkOutDate" })
export class CalendarSpan {
  @Field(() => Int) reservationId!: number;
  @Field(() => Int) reservedRoomId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => Int) roomId!: number;
  @Field(() => String) guestName!: string;
  @Field(() => ReservationStatus) status!: Status;
  @Field(() => ReservedRoomStatus, {
    description: "The booked room's own status (a moved guest's first room is CHECKEDOUT)",
  })
  roomStatus!: RoomStatusName;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
}

@ObjectType({ description: 'The rooms × days calendar of a period (at most 92 days)' })
export class RoomCalendar {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) fromDate!: string;
  @Field(() => String) toDate!: string;
  @Field(() => String, { description: "The hotel's date: only its cells open a reservation" }) today!: string;
  @Field(() => [OverviewRoom]) rooms!: OverviewRoom[];
  @Field(() => [CalendarSpan], { description: 'Every stay span with a night in the period, of any status' })
  spans!: CalendarSpan[];
}

@ObjectType({ description: 'A guest in, due in or due out of a room today' })
export class RoomStatusGuest {
  @Field(() => Int) reservationId!: number;
  @Field(() => String) refNumber!: string;
  @Field(() => String) guestName!: string;
  @Field(() => ReservationStatus) status!: Status;
  @Field(() => String) checkInDate!: string;
  @Field(() => String) checkOutDate!: string;
}

@ObjectType({ description: 'A room today: vacant or occupied, arriving, departing, out of order' })
export class RoomToday extends OverviewRoom {
  @Field(() => RoomOccupancy) occupancy!: RoomOccupancy;
  @Field(() => Boolean) outOfOrder!: boolean;
  @Field(() => RoomStatusGuest, { nullable: true }) inHouse!: RoomStatusGuest | null;
  @Field(() => RoomStatusGuest, { nullable: true, description: 'Due today, not checked in yet' })
  arriving!: RoomStatusGuest | null;
  @Field(() => RoomStatusGuest, { nullable: true, description: 'Due to leave today: in house or checked out today' })
  departing!: RoomStatusGuest | null;
}

@ObjectType({ description: "Each room of a hotel on the hotel's date" })
export class RoomStatusBoard {
  @Field(() => Int) hotelId!: number;
  @Field(() => String) today!: string;
  @Field(() => [RoomToday]) rooms!: RoomToday[];
}

export const toRoomToday = (row: overview.RoomStatusRow): RoomToday => ({
  ...row,
  occupancy: RoomOccupancy[row.occupancy],
});
