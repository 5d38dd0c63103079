console.log('questbox');
