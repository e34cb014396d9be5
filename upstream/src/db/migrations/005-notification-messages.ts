// A notification names its text by key with the values it shows (the domain's NOTIFICATION_TEXTS),
// so the bell shows it in the user's language; `description` keeps the English text for clients
// that read only the documented field. Notifications stored before keep working: the ones this
// product writes are given their key here, any other shows its description.
export default {
  version: 5,
  name: 'notification-messages',
  sql: `
alter table notification add column message_key text;
alter table notification add column message_params jsonb not null default '{}'::jsonb;

update notification n
   set message_key = 'CHANNEL_REQUESTED',
       message_params = jsonb_build_object('channel', n.user_name, 'hotel', h.name)
  from hotel h
 where h.id = n.hotel_id and n.type = 4 and n.channel_id is not null
   and n.description = n.user_name || ' requests to sell rooms of ' || h.name;
update notification
   set message_key = 'CHANNEL_CONNECTED', message_params = jsonb_build_object('channel', user_name)
 where description = user_name || ' channel connected';
update notification set message_key = 'NIGHT_AUDIT_COMPLETED' where description = 'Night audit completed for yesterday';
`,
};
