-- The admin inbox pages newest first (created_at, id) and retention deletes by created_at: both
-- walk these instead of scanning and sorting every stored message.
CREATE INDEX `applications_created_idx` ON `applications` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `messages_created_idx` ON `messages` (`created_at`,`id`);