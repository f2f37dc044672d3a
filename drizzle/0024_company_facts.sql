ALTER TABLE `company_settings` ADD `founded_year` integer DEFAULT 2011 NOT NULL;--> statement-breakpoint
ALTER TABLE `company_settings` ADD `heritage_year` integer DEFAULT 1974 NOT NULL;--> statement-breakpoint
ALTER TABLE `company_settings` ADD `copyright_year` integer DEFAULT 2025 NOT NULL;--> statement-breakpoint
ALTER TABLE `company_settings` ADD `expired_certifications` text DEFAULT 'show' NOT NULL;--> statement-breakpoint
-- The company's years in one place each (issue 35, docs/decisions/055): the columns above hold the
-- years the texts named, and the seeded texts name them by placeholder now, filled from these
-- columns wherever the text is shown, so the words read exactly as before. Each text changes only
-- where it still holds the words migrations 0011, 0017 and 0020 wrote: an editor's own stays.
UPDATE `hero_slide_texts` SET `tagline` = 'Trusted quality since {heritageYear}' WHERE `locale` = 'en' AND `tagline` = 'Trusted quality since 1974';--> statement-breakpoint
UPDATE `hero_slide_texts` SET `tagline` = 'جودة موثوقة منذ {heritageYear}' WHERE `locale` = 'ar' AND `tagline` = 'جودة موثوقة منذ 1974';--> statement-breakpoint
UPDATE `about_texts` SET `story` = replace(`story`, 'Cableworks was founded in 2011 in ', 'Cableworks was founded in {foundedYear} in ') WHERE `locale` = 'en' AND `story` LIKE 'Cableworks was founded in 2011 in %';--> statement-breakpoint
UPDATE `about_texts` SET `story` = replace(`story`, 'تأسست Cableworks عام 2011 في ', 'تأسست Cableworks عام {foundedYear} في ') WHERE `locale` = 'ar' AND `story` LIKE 'تأسست Cableworks عام 2011 في %';
