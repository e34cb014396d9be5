// A hotel group as every screen sees it: the cards and pickers read its name and pictures, the
// administration its contact details and how many hotels it has (a group with hotels is not deleted).
import { Field, Int, ObjectType } from 'type-graphql';
import type { Group as GroupRow } from '@hotel/schema';
import { publicFileUrl } from '../../http/files.js';
import { PageOf } from '../shared/paging.args.js';

@ObjectType({ description: 'A hotel group: owns hotels' })
export class Group {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) address!: string;
  @Field(() => String) contactPerson!: string;
  @Field(() => String) email!: string;
  @Field(() => Boolean) active!: boolean;
  @Field(() => [String]) contactNumbersList!: string[];
  @Field(() => String, { nullable: true }) cardLogo!: string | null;
  @Field(() => String, { nullable: true }) cardImage!: string | null;
  @Field(() => String, { nullable: true }) sideBarImage!: string | null;
}

@ObjectType()
export class GroupPage extends PageOf(Group) {}

@ObjectType()
export class GroupPayload {
  @Field(() => String) message!: string;
  @Field(() => Group) group!: Group;
}

export const toGroup = (g: GroupRow): Group => ({
  id: g.id,
  name: g.name,
  address: g.address,
  contactPerson: g.contactPerson,
  email: g.email,
  active: g.active,
  contactNumbersList: g.contactNumbersList,
  cardLogo: publicFileUrl(g.cardLogo),
  cardImage: publicFileUrl(g.cardImage),
  sideBarImage: publicFileUrl(g.sideBarImage),
});
