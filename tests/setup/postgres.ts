process.env.TEST_DB_TARGET = 'postgres';
