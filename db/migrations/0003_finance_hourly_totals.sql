CREATE TABLE "finance_hourly_totals" (
	"kind" varchar(20) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"status" "finance_status" NOT NULL,
	"count" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "finance_hourly_totals_kind_hour_status_pk" PRIMARY KEY("kind","hour","status")
);
