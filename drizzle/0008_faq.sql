-- The quality page's FAQ in the database (issue 18, docs/decisions/025). Its five entries are
-- inserted here, not by the seed: a site seeded before keeps its questions after the upgrade.
CREATE TABLE `faq_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`deleted_at` integer
);
--> statement-breakpoint
CREATE TABLE `faq_texts` (
	`faq_id` integer NOT NULL,
	`locale` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	PRIMARY KEY(`faq_id`, `locale`),
	FOREIGN KEY (`faq_id`) REFERENCES `faq_entries`(`id`) ON UPDATE no action ON DELETE cascade
);--> statement-breakpoint
INSERT INTO `faq_entries` (`id`, `sort_order`) VALUES (1, 1);--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`) VALUES (1, 'en', 'Which tests does every cable pass before it leaves the factory?', 'Every drum passes the routine tests of its standard: conductor DC resistance, a high-voltage withstand test, insulation resistance and a visual and dimensional check. Insulated cores are spark tested along their whole length during production. The results go into the test report that ships with the drum.');--> statement-breakpoint
INSERT INTO `faq_entries` (`id`, `sort_order`) VALUES (2, 2);--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`) VALUES (2, 'en', 'Which standards do your products comply with?', 'Conductors follow IEC 60228. Power cables follow IEC 60502-1, and PVC wiring cables IEC 60227. Our products carry CE marking, selected ranges are UL listed, and all are RoHS compliant with REACH-registered materials. The Certifications page lists each record with its validity.');--> statement-breakpoint
INSERT INTO `faq_entries` (`id`, `sort_order`) VALUES (3, 3);--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`) VALUES (3, 'en', 'Can I get a test report or certificate for my order?', 'Yes. Each drum has a routine test report with its own number, and we send copies with the delivery documents. Type test reports and certificates are on the Downloads page, and we can arrange witnessed tests in our laboratory on request.');--> statement-breakpoint
INSERT INTO `faq_entries` (`id`, `sort_order`) VALUES (4, 4);--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`) VALUES (4, 'en', 'How do you control the quality of raw materials?', 'We buy copper and aluminium rod and PVC and XLPE compounds only from approved suppliers. Each incoming lot is checked against its supplier certificate and sampled in our laboratory for resistivity, tensile strength and compound properties before it is released to production.');--> statement-breakpoint
INSERT INTO `faq_entries` (`id`, `sort_order`) VALUES (5, 5);--> statement-breakpoint
INSERT INTO `faq_texts` (`faq_id`, `locale`, `question`, `answer`) VALUES (5, 'en', 'What happens if a product does not meet its specification?', 'A length that fails any test is quarantined and never shipped. We record the deviation, find its cause, correct the process and verify the correction. If a customer reports a problem, our quality engineer answers within two working days and visits the site when needed.');--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_entries_insert` AFTER INSERT ON `faq_entries` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_entries_update` AFTER UPDATE ON `faq_entries` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_entries_delete` AFTER DELETE ON `faq_entries` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_texts_insert` AFTER INSERT ON `faq_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_texts_update` AFTER UPDATE ON `faq_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;--> statement-breakpoint
CREATE TRIGGER IF NOT EXISTS `content_version_faq_texts_delete` AFTER DELETE ON `faq_texts` BEGIN UPDATE `content_version` SET `n` = `n` + 1 WHERE `id` = 1; END;
