CREATE TABLE "job_alert_deliveries" (
	"user_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_deliveries_pkey" PRIMARY KEY("user_id","vacancy_id")
);
--> statement-breakpoint
CREATE TABLE "job_alert_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'off' NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_alert_settings_frequency_check" CHECK ("job_alert_settings"."frequency" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "saved_vacancies" (
	"user_id" uuid NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_vacancies_pkey" PRIMARY KEY("user_id","vacancy_id")
);
--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_deliveries" ADD CONSTRAINT "job_alert_deliveries_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alert_settings" ADD CONSTRAINT "job_alert_settings_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_user_id_auth_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_vacancies" ADD CONSTRAINT "saved_vacancies_vacancy_id_job_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."job_vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_alert_deliveries_vacancy_idx" ON "job_alert_deliveries" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "job_alert_settings_due_idx" ON "job_alert_settings" USING btree ("due_at","user_id") WHERE "job_alert_settings"."frequency" <> 'off';--> statement-breakpoint
CREATE INDEX "saved_vacancies_user_idx" ON "saved_vacancies" USING btree ("user_id","created_at","vacancy_id");--> statement-breakpoint
CREATE INDEX "saved_vacancies_vacancy_idx" ON "saved_vacancies" USING btree ("vacancy_id");